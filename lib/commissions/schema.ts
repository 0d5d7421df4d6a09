import { PARTNER_TIERS, type PartnerTier } from "@/lib/partners/agreement";
/**
 * Commission terms' schemas (issue 35 item 4), shared by the admin forms and the route handlers. Pure.
 */
import { singleLine, text } from "@/lib/validation/text";
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

/**
 * Admin sets a partner's commission terms (issue 35 item 4): their split of the lender's commission
 * (basis points; null = the programme's 50%) and the account payout runs pay (ABA: BSB "XXX-XXX",
 * an account number of up to 9 digits, the account's name).
 */
export const partnerTermsSchema = z
  .object({
    splitBps: z
      .number({ error: "Enter the split" })
      .int("Use whole basis points")
      .min(0, "The split must be at least 0%")
      .max(10_000, "The split must be at most 100%")
      .nullable()
      .optional(),
    payoutBsb: singleLine()
      .trim()
      .regex(/^\d{3}-\d{3}$/, "Enter the BSB as 123-456")
      .optional(),
    payoutAccountNumber: singleLine()
      .trim()
      .regex(/^\d{5,9}$/, "Enter an account number of 5 to 9 digits")
      .optional(),
    payoutAccountName: singleLine().trim().min(2, "Enter the account name").max(32, "At most 32 characters").optional(),
    tier: z.enum(Object.keys(PARTNER_TIERS) as [PartnerTier, ...PartnerTier[]], { error: "Choose a tier" }).optional(),
    note: text().trim().max(500, "Keep the note under 500 characters.").optional(),
  })
  .refine((t) => Object.keys(t).some((k) => k !== "note"), { message: "Nothing to change", path: ["splitBps"] });
export type PartnerTermsInput = z.infer<typeof partnerTermsSchema>;
