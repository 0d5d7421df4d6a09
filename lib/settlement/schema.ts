/**
 * The settlement forms' schemas, shared by the staff forms (useZodForm) and the route handlers.
 * Pure (client components import it).
 */
import { REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import { calendarDate } from "@/lib/validation/dates";
import { recordId, singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

// Today's calendar day in Melbourne lives with the other business-time helpers (free of zod, so the
// forms that default to it need not load their schema to render); re-exported for the server side.
export { melbourneToday } from "@/lib/money/format";

export const SETTLE_WITH_RECORD =
  "Record the settlement to mark an application Funded: use Record settlement (date, amount funded and lender reference).";

const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `Enter the ${label}` })
    .int(`Enter the ${label} as a whole number`)
    .positive(`Enter the ${label}`);

/**
 * Staff record that the lender has paid out: the date, the amount funded (whole dollars) and the
 * lender's reference. With an accepted offer its lender, term, rate and frequency are used; without
 * one staff choose the lender and enter them (the repayment is computed, never typed).
 */
export const settlementSchema = z.object({
  settledOn: calendarDate(),
  amountFunded: wholeNumber("amount funded"),
  lenderReference: singleLine().trim().min(2, "Enter the lender's reference").max(80),
  note: text().trim().max(2000, "Keep the note under 2,000 characters.").optional(),
  version: z.number().int().min(0).optional(),
  // Only without an accepted offer:
  lenderId: recordId()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  termMonths: z.coerce.number().int().min(1).max(360).optional(),
  interestRatePercent: z.coerce.number().min(0).max(60).optional(),
  frequency: z.enum(REPAYMENT_FREQUENCIES).optional(),
});
export type SettlementInput = z.infer<typeof settlementSchema>;

/** Staff record that a settled loan ended: repaid or defaulted, and the day. */
export const loanClosureSchema = z.object({
  outcome: z.enum(["repaid", "defaulted"], { error: "Choose repaid or defaulted" }),
  closedOn: calendarDate(),
  note: text().trim().max(2000, "Keep the note under 2,000 characters.").optional(),
});
export type LoanClosureInput = z.infer<typeof loanClosureSchema>;

/** A field the form leaves blank is no answer (an input posts "" where JSON leaves the key out). */
const blankIsNone = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema);

/**
 * The staff settlement form (ADR 055): the route's body as the form posts it, every value text, with
 * the application as a hidden field. The terms' fields are posted only without an accepted offer.
 */
export const settlementFormSchema = settlementSchema.extend({
  applicationId: recordId(),
  note: blankIsNone(settlementSchema.shape.note),
  version: blankIsNone(z.coerce.number().int().min(0).optional()),
  lenderId: blankIsNone(recordId().optional()),
  termMonths: blankIsNone(settlementSchema.shape.termMonths),
  interestRatePercent: blankIsNone(settlementSchema.shape.interestRatePercent),
  frequency: blankIsNone(settlementSchema.shape.frequency),
});

/** The loan's end, as its form posts it (ADR 055). */
export const loanClosureFormSchema = loanClosureSchema.extend({
  applicationId: recordId(),
  note: blankIsNone(loanClosureSchema.shape.note),
});
