/**
 * An Offer row's figure columns from the terms a lender gave (amount, term, rate, frequency, fees):
 * repayment, APR and totals from loanTerms(), so stored figures never differ from the disclosure.
 * Pure (the demo seed and the test fixtures use it too).
 */
import { loanTerms, type LoanTermsInput } from "@/lib/money/client";

export function offerFigureColumns(input: LoanTermsInput) {
  const terms = loanTerms(input);
  return {
    amount: input.amount,
    termMonths: input.termMonths,
    repaymentCents: terms.repaymentCents,
    repaymentFrequency: input.frequency,
    interestRateBps: input.interestRateBps,
    aprBps: terms.aprBps,
    fees: input.fees.map((f) => ({ label: f.label, amountCents: f.amountCents, when: f.when })),
    totalRepayableCents: terms.totalRepayableCents,
    totalCostCents: terms.totalCostCents,
  };
}
