import type { BankTransaction, IsoDay } from "../types";
import type { BigFourBank, ParsedStatement, StatementFormat } from "./types";

export interface RawRow {
  date: IsoDay;
  description: string;
  amountCents: number;
  balanceCents: number | null;
}

/** Lines whose running balance may disagree before the balances are set aside as unreliable. */
const BALANCE_MISMATCH_TOLERANCE = 0.02;

/**
 * Turns rows read from a file into a statement: oldest first (files list either way round; the order
 * within a day is kept), ids from the file, and the running balance checked line by line. A balance
 * column that does not add up is dropped with a warning rather than trusted.
 */
export function buildStatement(input: {
  format: StatementFormat;
  bank: BigFourBank | null;
  idPrefix: string;
  rows: RawRow[];
  account: ParsedStatement["account"];
  period?: { from: IsoDay; to: IsoDay } | null;
  openingBalanceCents?: number | null;
  closingBalanceCents?: number | null;
}): ParsedStatement {
  const warnings: string[] = [];
  let rows = input.rows;
  if (rows.length > 1 && rows[0]!.date > rows[rows.length - 1]!.date) rows = [...rows].reverse();
  rows = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.date < b.r.date ? -1 : a.r.date > b.r.date ? 1 : a.i - b.i))
    .map((x) => x.r);

  const withBalance = rows.filter((r) => r.balanceCents !== null).length;
  let mismatches = 0;
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1]!.balanceCents;
    const cur = rows[i]!.balanceCents;
    if (prev !== null && cur !== null && prev + rows[i]!.amountCents !== cur) mismatches++;
  }
  let balancesTrusted = withBalance > 0;
  if (withBalance > 0 && mismatches > Math.max(1, rows.length * BALANCE_MISMATCH_TOLERANCE)) {
    balancesTrusted = false;
    warnings.push(
      `The running balance does not add up on ${mismatches} lines, so the statement's balances were not used.`,
    );
  }

  const first = rows[0];
  const last = rows[rows.length - 1];
  let opening = input.openingBalanceCents ?? null;
  if (opening === null && balancesTrusted && first?.balanceCents != null)
    opening = first.balanceCents - first.amountCents;
  let closing = input.closingBalanceCents ?? null;
  if (closing === null && balancesTrusted && last?.balanceCents != null) closing = last.balanceCents;
  if (opening !== null && closing !== null) {
    const sum = rows.reduce((s, r) => s + r.amountCents, 0);
    if (opening + sum !== closing)
      warnings.push(
        "The opening balance plus the transactions does not equal the closing balance: a page may be missing.",
      );
  }

  // Without a balance column but with an opening balance, the running balance follows from the amounts.
  let running = opening;
  const transactions: BankTransaction[] = rows.map((r, i) => {
    if (running !== null) running += r.amountCents;
    return {
      id: `${input.idPrefix}-${i + 1}`,
      accountId: input.idPrefix,
      date: r.date,
      description: r.description,
      amountCents: r.amountCents,
      balanceCents: balancesTrusted ? r.balanceCents : running,
      currency: input.account.currency,
    };
  });

  return {
    format: input.format,
    bank: input.bank,
    account: input.account,
    period: input.period ?? { from: first?.date ?? "", to: last?.date ?? "" },
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    transactions,
    warnings,
  };
}
