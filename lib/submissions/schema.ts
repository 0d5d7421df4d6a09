/**
 * The submissions board's requests (issue 16 item 2), shared by the staff forms and the routes.
 */
import { offerTermsSchema } from "@/lib/offers/schema";
import { recordId, singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const SUBMISSION_STATUSES = [
  "submitted",
  "assessing",
  "action_required",
  "conditionally_approved",
  "offered",
  "declined",
  "withdrawn",
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: "Submitted",
  assessing: "Assessing",
  action_required: "Action required",
  conditionally_approved: "Conditionally approved",
  offered: "Offered",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** No further lender step follows these. */
export const FINAL_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ["offered", "declined", "withdrawn"];

export const createSubmissionsSchema = z.object({
  lenderIds: z
    .array(recordId())
    .min(1, "Choose at least one lender")
    .max(20, "At most 20 lenders at once")
    .refine((ids) => new Set(ids).size === ids.length, "Choose each lender once"),
});
export type CreateSubmissionsInput = z.infer<typeof createSubmissionsSchema>;

/**
 * The board's lender picker as it posts to its server action (ADR 055): the application, and the
 * ticked lenders as the checkboxes send them (none, one value or several; react-hook-form holds one
 * lone ticked box as its value and an unticked one as false).
 */
export const createSubmissionsFormSchema = z.object({
  applicationId: recordId(),
  lenderIds: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === "string" && v ? [v] : []),
    createSubmissionsSchema.shape.lenderIds,
  ),
});

const condition = singleLine().trim().min(3, "Describe the condition").max(160);

/** Staff key in an e-mail lender's answer. */
export const keyInDecisionSchema = z
  .object({
    action: z.literal("decide"),
    version: z.coerce.number().int().min(0).optional(),
    status: z.enum(["assessing", "action_required", "conditionally_approved", "offered", "declined"]),
    reference: singleLine().trim().max(80).optional(),
    conditions: z.array(condition).max(20).default([]),
    declineReason: text().trim().max(500).optional(),
    offer: offerTermsSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.status === "declined" && !d.declineReason)
      ctx.addIssue({ code: "custom", path: ["declineReason"], message: "Give the lender's reason" });
    if ((d.status === "action_required" || d.status === "conditionally_approved") && d.conditions.length === 0)
      ctx.addIssue({ code: "custom", path: ["conditions"], message: "List the lender's conditions" });
    if (d.status === "offered" && !d.offer)
      ctx.addIssue({ code: "custom", path: ["offer"], message: "Enter the offer's terms" });
  });
export type KeyInDecision = z.infer<typeof keyInDecisionSchema>;

export const submissionChangeSchema = z.union([
  z.object({ action: z.literal("withdraw"), note: text().trim().max(500).optional() }),
  z.object({
    action: z.literal("answer"),
    conditionId: recordId(),
    answer: text().trim().min(2, "Write the answer").max(2000),
  }),
  z.object({
    action: z.literal("request"),
    conditionId: recordId(),
    note: text().trim().max(500).optional(),
  }),
  keyInDecisionSchema,
]);
export type SubmissionChange = z.infer<typeof submissionChangeSchema>;
