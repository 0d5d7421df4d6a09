import { addDays } from "./days";
import type { BankTransaction, Period } from "./types";

export interface BalanceFigures {
  /** Mean of the combined end-of-day balance over every day of the period. */
  averageCents: number;
  lowestCents: number;
  lowestOn: string;
  /** The transactions on the day of the lowest balance. */
  lowestTransactionIds: string[];
  daysNegative: number;
  /** The transactions on the days that ended below zero. */
  negativeTransactionIds: string[];
}

/**
 * The combined end-of-day balance of all accounts for every day of the period: each account's
 * balance after its last transaction that day (or the day before, carried forward); before an
 * account's first transaction, its opening balance. Null when an account has no balances to go on
 * (a CSV without a balance column and no opening balance): then nothing about balances is claimed.
 * Shared by the analysis (below) and the staff balance chart (lib/checks/figures.ts).
 */
export function endOfDayTotals(
  transactions: readonly BankTransaction[],
  period: Period,
): { day: string; cents: number }[] | null {
  const byAccount = new Map<string, BankTransaction[]>();
  for (const t of [...transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const list = byAccount.get(t.accountId);
    if (list) list.push(t);
    else byAccount.set(t.accountId, [t]);
  }
  if (byAccount.size === 0) return null;
  const accounts = [...byAccount.values()];
  if (accounts.some((ts) => ts.every((t) => t.balanceCents === null))) return null;

  const current = accounts.map((ts) => {
    const first = ts.find((t) => t.balanceCents !== null)!;
    // The balance before the first transaction with a balance, unwinding any before it.
    let opening = first.balanceCents! - first.amountCents;
    for (const t of ts) {
      if (t === first) break;
      opening -= t.amountCents;
    }
    return opening;
  });
  const cursor = accounts.map(() => 0);
  const out: { day: string; cents: number }[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    accounts.forEach((ts, a) => {
      while (cursor[a]! < ts.length && ts[cursor[a]!]!.date <= day) {
        const t = ts[cursor[a]!]!;
        current[a] = t.balanceCents ?? current[a]! + t.amountCents;
        cursor[a]! += 1;
      }
    });
    out.push({ day, cents: current.reduce((s, c) => s + c, 0) });
  }
  return out;
}

/** The balance figures of the analysis: average, lowest (and its day), days below zero, with the transactions behind them. */
export function dailyBalances(transactions: readonly BankTransaction[], period: Period): BalanceFigures | null {
  const totals = endOfDayTotals(transactions, period);
  if (!totals) return null;
  const ids = new Map<string, string[]>();
  for (const t of transactions) {
    const list = ids.get(t.date);
    if (list) list.push(t.id);
    else ids.set(t.date, [t.id]);
  }
  let sum = 0;
  let lowest: { cents: number; on: string } | null = null;
  let daysNegative = 0;
  const negativeIds: string[] = [];
  for (const { day, cents: total } of totals) {
    sum += total;
    if (!lowest || total < lowest.cents) lowest = { cents: total, on: day };
    if (total < 0) {
      daysNegative += 1;
      negativeIds.push(...(ids.get(day) ?? []));
    }
  }
  if (!lowest) return null;
  return {
    averageCents: Math.round(sum / totals.length),
    lowestCents: lowest.cents,
    lowestOn: lowest.on,
    lowestTransactionIds: ids.get(lowest.on) ?? [],
    daysNegative,
    negativeTransactionIds: negativeIds,
  };
}
