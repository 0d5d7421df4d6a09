import { daysBetween } from "../days";
import type { BankTransaction } from "../types";
import type { Figure, LenderRepayments } from "./types";

/** Shared arithmetic of the bank-data analysis (../analysis.ts). Money is integer cents. */
export const DAYS_PER_MONTH = 365.25 / 12;

export const sumCents = (ts: readonly BankTransaction[]) => ts.reduce((s, t) => s + t.amountCents, 0);
export const fig = (ts: readonly BankTransaction[], sign = 1): Figure => ({
  // `|| 0` keeps -0 (a debit total of nothing) from printing as "-$0.00".
  cents: sign * sumCents(ts) || 0,
  transactionIds: ts.map((t) => t.id),
});
export const share = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function frequencyOf(dates: string[]): LenderRepayments["frequency"] {
  if (dates.length < 2) return "irregular";
  const gaps = dates
    .slice(1)
    .map((d, i) => daysBetween(dates[i]!, d))
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  if (median <= 1) return "daily";
  if (median >= 6 && median <= 8) return "weekly";
  if (median >= 13 && median <= 15) return "fortnightly";
  if (median >= 27 && median <= 32) return "monthly";
  return "irregular";
}
