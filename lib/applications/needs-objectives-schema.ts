/**
 * The preliminary needs-and-objectives record (issue #34 item 3, ADR 067): what the business needs
 * the money for, how much, for how long, how it prefers to repay and why this product suits it.
 * The form's own strings (no transforms), parsed again by the action and the route. Pure.
 */
import { recordId, singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const REPAYMENT_PREFERENCES = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  monthly: "Monthly",
  flexible: "Flexible (line of credit)",
} as const;
export type RepaymentPreference = keyof typeof REPAYMENT_PREFERENCES;

export const needsObjectivesSchema = z.object({
  applicationId: recordId(),
  purpose: text()
    .trim()
    .min(10, "Say what the money is for, in a sentence or two.")
    .max(1000, "Use at most 1,000 characters"),
  amount: singleLine()
    .trim()
    .regex(/^\d{4,7}$/, "Enter the amount in whole dollars, $1,000 to $9,999,999"),
  termMonths: singleLine()
    .trim()
    .regex(/^\d{1,3}$/, "Enter the term in months, 1 to 360")
    .refine((v) => !/^\d{1,3}$/.test(v) || (Number(v) >= 1 && Number(v) <= 360), "Enter the term in months, 1 to 360"),
  repaymentPreference: z.enum(Object.keys(REPAYMENT_PREFERENCES) as [RepaymentPreference, ...RepaymentPreference[]], {
    message: "Choose how you would prefer to repay",
  }),
  whyThisProduct: text()
    .trim()
    .min(10, "Say why this kind of finance suits the business.")
    .max(1000, "Use at most 1,000 characters"),
});
export type NeedsObjectivesInput = z.infer<typeof needsObjectivesSchema>;
export const NEEDS_OBJECTIVES_MISSING =
  "The needs-and-objectives record is not completed: the client or staff complete it before the file goes to any lender.";
