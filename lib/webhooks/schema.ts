import { singleLine } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import { WEBHOOK_EVENTS } from "./events";

const HTTPS = "Enter the endpoint's full https:// address";

/** The portal's 'Add an endpoint' form: an https URL (checked again against private addresses on the server) and its events. */
export const endpointCreateSchema = z.object({
  url: singleLine()
    .trim()
    .min(1, HTTPS)
    .max(2000)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
      } catch {
        return false;
      }
    }, HTTPS),
  events: z.preprocess(
    (v) => (Array.isArray(v) ? v : v === "" || v == null || v === false ? [] : [v]),
    z.array(z.enum(WEBHOOK_EVENTS)).min(1, "Choose at least one event"),
  ),
});
export type EndpointCreateInput = z.output<typeof endpointCreateSchema>;

export const endpointIdSchema = z.object({ endpointId: singleLine().min(1).max(100) });
export const deliveryIdSchema = z.object({ deliveryId: singleLine().min(1).max(100) });
