import { addDays, daysBetween, weekday } from "../days";
import { lenderOf } from "../patterns";
import type { BankTransaction, Period } from "../types";
import { DAYS_PER_MONTH, frequencyOf, sumCents } from "./shared";
import type { Figure, LenderRepayments } from "./types";

const BUSINESS_DAYS_PER_MONTH = (DAYS_PER_MONTH * 5) / 7;
const PER_MONTH: Record<LenderRepayments["frequency"], number | null> = {
  daily: DAYS_PER_MONTH,
  weekly: DAYS_PER_MONTH / 7,
  fortnightly: DAYS_PER_MONTH / 14,
  monthly: 1,
  irregular: null,
};
const LENDER_WINDOW_DAYS = 91;
const LENDER_LAPSED_DAYS = 35;

/**
 * Existing lenders: their direct debits, grouped by lender. Dishonoured ones count too: the
 * repayment is still owed, and a lender that stops being paid has not stopped being a lender.
 */
export function lenderRepayments(
  inPeriod: readonly BankTransaction[],
  transfers: ReadonlySet<BankTransaction>,
  period: Period,
  days: number,
): { lenders: LenderRepayments[]; existingLenderMonthly: Figure } {
  const lenderDebits = new Map<string, BankTransaction[]>();
  for (const t of inPeriod) {
    if (t.amountCents >= 0 || transfers.has(t)) continue;
    const lender = lenderOf(t.description);
    if (!lender) continue;
    const list = lenderDebits.get(lender);
    if (list) list.push(t);
    else lenderDebits.set(lender, [t]);
  }
  const windowDays = Math.min(LENDER_WINDOW_DAYS, days);
  const windowStart = addDays(period.to, -(windowDays - 1));
  const lenders: LenderRepayments[] = [...lenderDebits.entries()]
    .map(([lender, ts]) => {
      const lastPaidOn = ts[ts.length - 1]!.date;
      const active = daysBetween(lastPaidOn, period.to) <= LENDER_LAPSED_DAYS;
      const recent = ts.filter((t) => t.date >= windowStart);
      const frequency = frequencyOf(ts.map((t) => t.date));
      const instalments = ts
        .slice(-10)
        .map((t) => -t.amountCents)
        .sort((a, b) => a - b);
      const instalment = instalments[Math.floor(instalments.length / 2)]!;
      const perMonth =
        frequency === "daily" && !ts.some((t) => weekday(t.date) === 0 || weekday(t.date) === 6)
          ? BUSINESS_DAYS_PER_MONTH
          : PER_MONTH[frequency];
      const running = perMonth
        ? instalment * perMonth
        : windowDays > 0
          ? (-sumCents(recent) * DAYS_PER_MONTH) / windowDays
          : 0;
      return {
        lender,
        monthlyCents: active ? Math.round(running) : 0,
        totalCents: -sumCents(ts),
        count: ts.length,
        frequency,
        lastPaidOn,
        active,
        transactionIds: ts.map((t) => t.id),
        recentIds: (perMonth ? ts.slice(-10) : recent).map((t) => t.id),
      };
    })
    .sort((a, b) => b.monthlyCents - a.monthlyCents);
  const activeLenders = lenders.filter((l) => l.active);
  const existingLenderMonthly = {
    cents: activeLenders.reduce((s, l) => s + l.monthlyCents, 0),
    transactionIds: activeLenders.flatMap((l) => l.recentIds),
  };
  return { lenders, existingLenderMonthly };
}
