/**
 * A lender's commission terms as the trade sets them (issue 35 item 4, ADR 058): the trail's basis
 * (the outstanding balance from the repayment schedule, or the amount funded), the clawback
 * schedule by the loan's month at closing, and when the partner may be paid. Whole cents. Pure.
 */
import { addMonths, paymentDate, repaymentSchedule } from "@/lib/money/schedule";
import type { RepaymentFrequency } from "@/lib/money/loan-terms";

export type TrailBasis = "outstanding_balance" | "original_amount";
export type CommissionPaidOn = "settlement" | "receipt";

export interface ClawbackTier {
  /** First and last month of the loan (1-based, inclusive) the tier covers. */
  fromMonth: number;
  toMonth: number;
  /** Share of the upfront commission clawed back, in basis points. */
  rateBps: number;
}

/** The standard schedule: 100% of the upfront in months 1-6, 50% in months 7-12. */
export const STANDARD_CLAWBACK_SCHEDULE: readonly ClawbackTier[] = [
  { fromMonth: 1, toMonth: 6, rateBps: 10_000 },
  { fromMonth: 7, toMonth: 12, rateBps: 5_000 },
];

const isTier = (t: unknown): t is ClawbackTier => {
  const v = t as Partial<ClawbackTier> | null;
  return (
    !!v &&
    Number.isInteger(v.fromMonth) &&
    Number.isInteger(v.toMonth) &&
    Number.isInteger(v.rateBps) &&
    v.fromMonth! >= 1 &&
    v.toMonth! >= v.fromMonth! &&
    v.rateBps! >= 0 &&
    v.rateBps! <= 10_000
  );
};

/** Why a schedule is not usable (tiers out of order or overlapping), or null when it is. */
export function clawbackScheduleProblem(tiers: readonly ClawbackTier[]): string | null {
  for (const [i, t] of tiers.entries()) {
    if (!isTier(t)) return "Each tier needs months from 1 up and a share from 0% to 100%.";
    const prev = tiers[i - 1];
    if (prev && t.fromMonth <= prev.toMonth) return "Tiers must be in month order and must not overlap.";
  }
  return tiers.length > 24 ? "Use at most 24 tiers." : null;
}

/** The lender's stored schedule (Lender.clawbackSchedule): null means the standard one. */
export function clawbackSchedule(stored: unknown): readonly ClawbackTier[] {
  if (stored == null) return STANDARD_CLAWBACK_SCHEDULE;
  if (!Array.isArray(stored) || clawbackScheduleProblem(stored as ClawbackTier[]))
    throw new RangeError("Stored clawback schedule is malformed");
  return stored as ClawbackTier[];
}

/** Month of the loan (1-based) that `on` falls in: month k runs from k-1 to k months after settlement. */
export function loanMonth(settledOn: Date, on: Date): number {
  let k = 1;
  while (addMonths(settledOn, k).getTime() <= on.getTime()) k++;
  return k;
}

/** The share clawed back when the loan closes in `month` (0 outside every tier). */
export function clawbackRateBps(schedule: readonly ClawbackTier[], month: number): number {
  return schedule.find((t) => month >= t.fromMonth && month <= t.toMonth)?.rateBps ?? 0;
}

/** "1-6: 100%, 7-12: 50%" (an empty schedule: "None"). */
export function formatClawbackSchedule(schedule: readonly ClawbackTier[]): string {
  if (schedule.length === 0) return "None";
  return schedule
    .map((t) => `${t.fromMonth === t.toMonth ? t.fromMonth : `${t.fromMonth}-${t.toMonth}`}: ${t.rateBps / 100}%`)
    .join(", ");
}

/** The admin form's text back into tiers; null when it cannot be read. "None" or "" is no clawback. */
export function parseClawbackSchedule(text: string): ClawbackTier[] | null {
  const trimmed = text.trim();
  if (trimmed === "" || /^none$/i.test(trimmed)) return [];
  const tiers: ClawbackTier[] = [];
  for (const part of trimmed.split(/[,;]/)) {
    const m = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*:\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?\s*$/.exec(part);
    if (!m) return null;
    const fromMonth = Number(m[1]);
    tiers.push({ fromMonth, toMonth: m[2] ? Number(m[2]) : fromMonth, rateBps: Math.round(Number(m[3]) * 100) });
  }
  return clawbackScheduleProblem(tiers) ? null : tiers;
}

export interface LoanFacts {
  /** Whole dollars. */
  amountFunded: number;
  termMonths: number;
  interestRateBps: number;
  frequency: RepaymentFrequency;
  settledOn: Date;
}

/**
 * What month k's trail (1-based) is computed on, in cents: the amount funded, or the balance
 * outstanding at the start of that month — the amount funded less the principal of every
 * repayment the schedule (lib/money/schedule.ts, first repayment one period after settlement)
 * dates before the month began.
 */
export function trailBaseCents(loan: LoanFacts, basis: TrailBasis, month: number): number {
  if (basis === "original_amount") return loan.amountFunded * 100;
  const start = addMonths(loan.settledOn, month - 1).getTime();
  const rows = repaymentSchedule({
    amount: loan.amountFunded,
    termMonths: loan.termMonths,
    interestRateBps: loan.interestRateBps,
    frequency: loan.frequency,
    firstPaymentDate: paymentDate(loan.settledOn, loan.frequency, 1),
  });
  const repaid = rows.filter((r) => r.date.getTime() <= start).reduce((s, r) => s + r.principalCents, 0);
  return loan.amountFunded * 100 - repaid;
}

/** One month's trail on `baseCents`: what the lender pays us, and the partner's split of it. */
export function monthlyTrail(baseCents: number, trailRateBps: number, splitBps: number) {
  if (baseCents < 0 || trailRateBps < 0 || splitBps < 0) throw new RangeError("Trail inputs must not be negative");
  return {
    lenderCents: Math.round((baseCents * trailRateBps) / (12 * 10_000)),
    partnerCents: Math.round((baseCents * trailRateBps * splitBps) / (12 * 100_000_000)),
  };
}

/** The upfront commission the lender pays us (before the partner's split and its cap). */
export function upfrontLenderCents(amountFunded: number, commissionRateBps: number): number {
  return Math.round((amountFunded * 100 * commissionRateBps) / 10_000);
}

/**
 * The partner's payable share of a line once the lender's money arrives: their amount in
 * proportion to what was received against what was expected, never more than their amount (an
 * over-payment waits for staff). A line with no expectation is payable in full on any receipt.
 */
export function payableOnReceipt(amountCents: number, receivedCents: number, expectedCents: number | null): number {
  if (!expectedCents || expectedCents <= 0) return receivedCents > 0 ? amountCents : 0;
  if (receivedCents >= expectedCents) return amountCents;
  return Math.round((amountCents * Math.max(0, receivedCents)) / expectedCents);
}

/** Which month of the loan (1-based) a trail period (YYYY-MM, the month it started in) is; null if none. */
export function trailMonthOf(settledOn: Date, termMonths: number, period: string): number | null {
  for (let k = 1; k <= termMonths; k++)
    if (
      addMonths(settledOn, k - 1)
        .toISOString()
        .slice(0, 7) === period
    )
      return k;
  return null;
}
