/**
 * Commission terms' schemas (issue 35 item 4), shared by the admin forms and the route handlers. Pure.
 */
import { text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import { clawbackScheduleProblem, type ClawbackTier } from "./terms";

const tier = z.object({
  fromMonth: z.number().int().min(1).max(120),
  toMonth: z.number().int().min(1).max(120),
  rateBps: z.number().int().min(0).max(10_000),
});

/** A lender's own clawback schedule: tiers in month order, not overlapping. */
export const clawbackScheduleSchema = z
  .array(tier)
  .max(24)
  .superRefine((tiers, ctx) => {
    const problem = clawbackScheduleProblem(tiers as ClawbackTier[]);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Admin sets a partner's split of the lender's commission (percent in the form, basis points stored). */
export const partnerSplitSchema = z.object({
  splitBps: z.coerce
    .number({ error: "Enter the split" })
    .int("Use whole basis points")
    .min(0, "The split must be at least 0%")
    .max(10_000, "The split must be at most 100%"),
  note: text().trim().max(500, "Keep the note under 500 characters.").optional(),
});
export type PartnerSplitInput = z.infer<typeof partnerSplitSchema>;
