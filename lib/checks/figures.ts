import { endOfDayTotals } from "@/lib/assessment/client";
import type { BankTransaction, IsoDay } from "@/lib/assessment/client";

/**
 * What the staff charts draw (pure): the combined end-of-day balance of all accounts, sampled so a
 * year fits a chart (at most `points` days, always the first and last), and the transactions behind
 * a figure, looked up by id with the newest first.
 */
export interface BalancePoint {
  day: IsoDay;
  cents: number;
}

export function balanceSeries(
  transactions: readonly BankTransaction[],
  period: { from: IsoDay; to: IsoDay },
  points = 120,
): BalancePoint[] | null {
  const days = endOfDayTotals(transactions, period);
  if (!days) return null;
  if (days.length <= points) return days;
  const step = (days.length - 1) / (points - 1);
  return Array.from({ length: points }, (_, i) => days[Math.round(i * step)]!);
}

/** The transactions with these ids, newest first, at most `limit` (and how many there are in all). */
export function transactionsFor(all: ReadonlyMap<string, BankTransaction>, ids: readonly string[], limit = 12) {
  const found = ids.map((id) => all.get(id)).filter((t): t is BankTransaction => !!t);
  found.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return { items: found.slice(0, limit), total: found.length };
}
