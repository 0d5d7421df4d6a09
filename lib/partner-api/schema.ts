import { z } from "@/lib/validation/zod";
import { singleLine } from "@/lib/validation/text";
import { API_SCOPES } from "./scopes";

/** The portal's 'Create an API key' form (a name and at least one scope). */
export const apiKeyCreateSchema = z.object({
  name: singleLine().trim().min(1, "Name the key (for example the system that uses it)").max(80),
  scopes: z.preprocess(
    (v) => (Array.isArray(v) ? v : v === "" || v == null || v === false ? [] : [v]),
    z.array(z.enum(API_SCOPES)).min(1, "Choose at least one permission"),
  ),
});
export type ApiKeyCreateInput = z.output<typeof apiKeyCreateSchema>;

export const apiKeyIdSchema = z.object({ keyId: singleLine().min(1).max(100) });

/** An Idempotency-Key header: printable, one line, at most 255 characters (as Stripe's). */
export const idempotencyKeySchema = singleLine().min(1).max(255);
