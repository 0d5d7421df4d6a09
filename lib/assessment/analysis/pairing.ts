import { addDays, daysBetween } from "../days";
import { DISHONOUR, FEE } from "../patterns";
import type { BankTransaction } from "../types";

/** Pairs each dishonour reversal (a credit) with the debit it gave back: same amount, up to 5 days before. */
export function pairDishonours(ts: readonly BankTransaction[]) {
  const reversals = ts.filter((t) => t.amountCents > 0 && DISHONOUR.test(t.description));
  const returned = new Map<BankTransaction, BankTransaction>();
  for (const r of reversals) {
    const earliest = addDays(r.date, -5);
    const debit = ts.findLast(
      (t) =>
        t.amountCents === -r.amountCents &&
        t.accountId === r.accountId &&
        t.date <= r.date &&
        t.date >= earliest &&
        !returned.has(t),
    );
    if (debit) returned.set(debit, r);
  }
  const fees = ts.filter((t) => t.amountCents < 0 && DISHONOUR.test(t.description) && FEE.test(t.description));
  return { reversals, returned, fees };
}

/** Money moved between the business's own accounts: the same amount out of one and into another within a day. */
export function ownTransfers(ts: readonly BankTransaction[]) {
  const pairs = new Set<BankTransaction>();
  if (new Set(ts.map((t) => t.accountId)).size < 2) return pairs;
  const debitsByAmount = new Map<number, BankTransaction[]>();
  for (const t of ts) {
    if (t.amountCents >= 0) continue;
    const list = debitsByAmount.get(-t.amountCents);
    if (list) list.push(t);
    else debitsByAmount.set(-t.amountCents, [t]);
  }
  for (const credit of ts) {
    if (credit.amountCents <= 0) continue;
    const debit = debitsByAmount
      .get(credit.amountCents)
      ?.find(
        (t) => t.accountId !== credit.accountId && !pairs.has(t) && Math.abs(daysBetween(t.date, credit.date)) <= 1,
      );
    if (debit) pairs.add(credit).add(debit);
  }
  return pairs;
}
