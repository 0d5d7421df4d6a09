import type { BankTransaction, IsoDay } from "@/lib/assessment/types";

/**
 * What the staff charts draw (pure): the combined end-of-day balance of all accounts, sampled so a
 * year fits a chart (at most `points` days, always the first and last), and the transactions behind
 * a figure, looked up by id with the newest first.
 */
export interface BalancePoint {
  day: IsoDay;
  cents: number;
}

const nextDay = (day: IsoDay) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function balanceSeries(
  transactions: readonly BankTransaction[],
  period: { from: IsoDay; to: IsoDay },
  points = 120,
): BalancePoint[] | null {
  const byAccount = new Map<string, BankTransaction[]>();
  for (const t of [...transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const list = byAccount.get(t.accountId) ?? [];
    list.push(t);
    byAccount.set(t.accountId, list);
  }
  const accounts = [...byAccount.values()];
  if (!accounts.length || accounts.some((ts) => ts.every((t) => t.balanceCents === null))) return null;
  const current = accounts.map((ts) => {
    const first = ts.find((t) => t.balanceCents !== null)!;
    let opening = first.balanceCents! - first.amountCents;
    for (const t of ts) {
      if (t === first) break;
      opening -= t.amountCents;
    }
    return opening;
  });
  const cursor = accounts.map(() => 0);
  const days: BalancePoint[] = [];
  for (let day = period.from; day <= period.to && days.length < 800; day = nextDay(day)) {
    accounts.forEach((ts, a) => {
      while (cursor[a]! < ts.length && ts[cursor[a]!]!.date <= day) {
        const t = ts[cursor[a]!]!;
        current[a] = t.balanceCents ?? current[a]! + t.amountCents;
        cursor[a]! += 1;
      }
    });
    days.push({ day, cents: current.reduce((s, c) => s + c, 0) });
  }
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
