/**
 * The staff checklist forms' schemas, shared by the forms (zodResolver) and the route handlers.
 * Pure (client components import it).
 */
import { calendarDate } from "@/lib/validation/dates";
import { recordId, singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const REASON_REQUIRED = "Give the reason the client will see";

const reviewItemFields = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject" }),
  reason: text().trim().max(500, "Keep the reason under 500 characters").optional(),
});
const reasonGiven = (v: { decision: string; reason?: string }) => v.decision !== "rejected" || !!v.reason;
const reasonRequired = { path: ["reason"], message: REASON_REQUIRED };

/** Approve, or reject with the reason the client and broker are told. */
export const reviewItemSchema = reviewItemFields.refine(reasonGiven, reasonRequired);
export type ReviewItemInput = z.infer<typeof reviewItemSchema>;

/** The same, as the staff panel's approve and reject forms post it with the item they review (ADR 055). */
export const reviewItemFormSchema = reviewItemFields
  .extend({ applicationId: recordId(), itemId: recordId() })
  .refine(reasonGiven, reasonRequired);

/** A custom request: what to send, a note for the client, and an optional due date (YYYY-MM-DD). */
export const checklistRequestSchema = z.object({
  title: singleLine().trim().min(3, "Say what the client should send").max(160, "Keep the title under 160 characters"),
  note: text().trim().max(1000, "Keep the note under 1,000 characters").optional(),
  dueDate: z.union([calendarDate(), z.literal("")]).optional(),
});
export type ChecklistRequestInput = z.infer<typeof checklistRequestSchema>;
