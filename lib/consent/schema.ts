/**
 * The consent and data-room requests (issue 34 items 1-2, ADR 066), shared by the routes, the server
 * actions and the forms.
 */
import { recordId, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const CONSENT_DECISIONS = ["approved", "removed"] as const;
export type ConsentDecisionValue = (typeof CONSENT_DECISIONS)[number];

/** Staff propose lenders from the match list for the owner's consent. */
export const proposeLendersSchema = z.object({
  lenderIds: z
    .array(recordId())
    .min(1, "Choose at least one lender")
    .max(20, "At most 20 lenders at once")
    .refine((ids) => new Set(ids).size === ids.length, "Choose each lender once"),
});
export type ProposeLendersInput = z.infer<typeof proposeLendersSchema>;

/** The owner's answers and requests in their lender list: one action per form. */
export const ownerLenderSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), applicationId: recordId(), lenderId: recordId() }),
  z.object({ action: z.literal("remove"), applicationId: recordId(), lenderId: recordId() }),
  z.object({ action: z.literal("withdraw"), applicationId: recordId(), lenderId: recordId() }),
  z.object({
    action: z.literal("delete-data"),
    applicationId: recordId(),
    note: text().trim().max(1000).optional(),
  }),
]);
export type OwnerLenderInput = z.infer<typeof ownerLenderSchema>;

/** The route's body: the same, with the application from the path. */
export const ownerLenderBodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), lenderId: recordId() }),
  z.object({ action: z.literal("remove"), lenderId: recordId() }),
  z.object({ action: z.literal("withdraw"), lenderId: recordId() }),
  z.object({ action: z.literal("delete-data"), note: text().trim().max(1000).optional() }),
]);

/** A broker asks the owner to answer (the application from the form or the path). */
export const requestConsentSchema = z.object({ applicationId: recordId() });

/** Staff or admin carry out an owner's deletion request (ADR 083). */
export const carryOutDeletionSchema = z.object({ requestId: recordId() });
