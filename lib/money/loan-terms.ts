/**
 * A loan offer's disclosure figures (issue 16 item 3), from the one money module: repayment per
 * period, total repayable, total cost of finance and the annual percentage rate that folds the fees
 * in. Integer cents throughout; rates in basis points. Pure, so the client's comparison view, the
 * simulated lender, staff key-in, the contract PDF and settlement all compute the same figures.
 */
import { amortisedPayment } from "./calculators";

export const REPAYMENT_FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];
export const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };
export const FREQUENCY_LABELS: Record<RepaymentFrequency, string> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  monthly: "Monthly",
};

/** upfront: paid at settlement (deducted from the funds); monthly: each month of the term; on_exit: at the end. */
export type FeeTiming = "upfront" | "monthly" | "on_exit";
export interface LoanFee {
  label: string;
  amountCents: number;
  when: FeeTiming;
}

export interface LoanTermsInput {
  /** Whole dollars. */
  amount: number;
  termMonths: number;
  interestRateBps: number;
  frequency: RepaymentFrequency;
  fees: readonly LoanFee[];
}

export interface LoanTerms {
  periods: number;
  repaymentCents: number;
  totalRepayableCents: number;
  /** Interest plus every fee: what the finance costs over the amount borrowed. */
  totalCostCents: number;
  totalInterestCents: number;
  totalFeesCents: number;
  aprBps: number;
}

export function periodsFor(termMonths: number, frequency: RepaymentFrequency): number {
  return Math.max(1, Math.round((termMonths * PERIODS_PER_YEAR[frequency]) / 12));
}

/** The total of a fee over the whole term (a monthly fee counts once per month). */
export function feeTotalCents(fee: LoanFee, termMonths: number): number {
  return fee.when === "monthly" ? fee.amountCents * termMonths : fee.amountCents;
}

export function loanTerms(input: LoanTermsInput): LoanTerms {
  const { amount, termMonths, interestRateBps, frequency, fees } = input;
  if (amount <= 0 || termMonths <= 0 || interestRateBps < 0) throw new RangeError("Loan terms must be positive");
  const perYear = PERIODS_PER_YEAR[frequency];
  const periods = periodsFor(termMonths, frequency);
  const repaymentCents = Math.round(amortisedPayment(amount * 100, interestRateBps / 10_000 / perYear, periods));
  const interestRepayable = repaymentCents * periods;
  const totalFeesCents = fees.reduce((sum, f) => sum + feeTotalCents(f, termMonths), 0);
  const totalRepayableCents = interestRepayable + totalFeesCents;
  const totalInterestCents = interestRepayable - amount * 100;
  return {
    periods,
    repaymentCents,
    totalRepayableCents,
    totalCostCents: totalInterestCents + totalFeesCents,
    totalInterestCents,
    totalFeesCents,
    aprBps: annualPercentageRateBps(input, repaymentCents, periods),
  };
}

/**
 * The rate at which the net amount received (amount less upfront fees) equals the present value of
 * everything paid back (repayments, monthly fees spread per period, exit fees at the end): the
 * comparison rate a borrower can hold offers against. Bisection on the per-period rate; whole bps.
 */
function annualPercentageRateBps(input: LoanTermsInput, repaymentCents: number, periods: number): number {
  const perYear = PERIODS_PER_YEAR[input.frequency];
  const upfront = input.fees.filter((f) => f.when === "upfront").reduce((s, f) => s + f.amountCents, 0);
  const monthlyPerPeriod =
    input.fees.filter((f) => f.when === "monthly").reduce((s, f) => s + f.amountCents, 0) * (12 / perYear);
  const exit = input.fees.filter((f) => f.when === "on_exit").reduce((s, f) => s + f.amountCents, 0);
  const net = input.amount * 100 - upfront;
  const payment = repaymentCents + monthlyPerPeriod;
  const pv = (r: number) =>
    (r === 0 ? payment * periods : (payment * (1 - Math.pow(1 + r, -periods))) / r) + exit / Math.pow(1 + r, periods);
  let lo = 0,
    hi = 1;
  if (pv(0) <= net) return 0;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > net) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * perYear * 10_000);
}
