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
 * End-of-day balances of all accounts together, day by day: each account's balance after its last
 * transaction that day (or the day before, carried forward). Before an account's first transaction
 * its balance is its opening balance. Null when an account has no balances to go on (a CSV without a
 * balance column and no opening balance): then nothing about balances is claimed.
 */
export function dailyBalances(transactions: readonly BankTransaction[], period: Period): BalanceFigures | null {
  const byAccount = new Map<string, BankTransaction[]>();
  for (const t of transactions) {
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
  const ids = new Map<string, string[]>();
  for (const t of transactions) {
    const list = ids.get(t.date);
    if (list) list.push(t.id);
    else ids.set(t.date, [t.id]);
  }

  let sum = 0;
  let days = 0;
  let lowest: { cents: number; on: string } | null = null;
  let daysNegative = 0;
  const negativeIds: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    accounts.forEach((ts, a) => {
      while (cursor[a]! < ts.length && ts[cursor[a]!]!.date <= day) {
        const t = ts[cursor[a]!]!;
        current[a] = t.balanceCents ?? current[a]! + t.amountCents;
        cursor[a]! += 1;
      }
    });
    const total = current.reduce((s, c) => s + c, 0);
    sum += total;
    days += 1;
    if (!lowest || total < lowest.cents) lowest = { cents: total, on: day };
    if (total < 0) {
      daysNegative += 1;
      negativeIds.push(...(ids.get(day) ?? []));
    }
  }
  if (!lowest) return null;
  return {
    averageCents: Math.round(sum / days),
    lowestCents: lowest.cents,
    lowestOn: lowest.on,
    lowestTransactionIds: ids.get(lowest.on) ?? [],
    daysNegative,
    negativeTransactionIds: negativeIds,
  };
}
