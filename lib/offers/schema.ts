/**
 * An offer's terms as staff key them in for an e-mail lender (and as the simulated lender states
 * them): shared by the key-in form and the route. Amount in dollars, rate in basis points, fees in
 * cents; the disclosure figures are never keyed, loanTerms() computes them.
 */
import { REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import { calendarDate } from "@/lib/validation/dates";
import { singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const DEFAULT_OFFER_DAYS = 14;

export const offerFeeSchema = z.object({
  label: singleLine().trim().min(1, "Name the fee").max(80),
  amountCents: z.coerce.number().int().min(0).max(10_000_000_00),
  when: z.enum(["upfront", "monthly", "on_exit"]),
});

export const offerTermsSchema = z.object({
  amount: z.coerce.number().int().min(1_000, "At least $1,000").max(100_000_000),
  termMonths: z.coerce.number().int().min(1).max(360),
  interestRateBps: z.coerce.number().int().min(0).max(10_000),
  frequency: z.enum(REPAYMENT_FREQUENCIES),
  fees: z.array(offerFeeSchema).max(10).default([]),
  earlyRepayment: text().trim().min(1, "Describe the early repayment terms").max(500),
  security: text().trim().min(1, "Describe the security (or 'Unsecured')").max(500),
  guarantees: text().trim().min(1, "Describe the guarantees (or 'None')").max(500),
  /** A calendar day (YYYY-MM-DD); default 14 days from now. */
  expiresOn: calendarDate().optional(),
});
export type OfferTermsValues = z.infer<typeof offerTermsSchema>;
