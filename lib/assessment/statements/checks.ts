import { formatDate } from "@/lib/money/client";
import { fail, type ParsedStatement, type StatementFailure } from "./types";

/** What is kept of a statement already on the file, to check a new upload against. */
export interface EarlierStatement {
  sha256: string;
  fileName: string;
  maskedNumber: string | null;
  period: { from: string; to: string };
  /** date|amount|balance of each line, to recognise the same account when a file names none. */
  fingerprints: readonly string[];
}

export const fingerprint = (t: {
  date: string;
  amountCents: number;
  balanceCents: number | null;
  description: string;
}) => `${t.date}|${t.amountCents}|${t.balanceCents ?? ""}|${t.description.toLowerCase()}`;

/** Lines two files must share before we take them to be the same account when neither names it. */
const SAME_ACCOUNT_SHARED_LINES = 3;

/**
 * A new statement against those already on the file: the same file again, the same transactions
 * exported again, or a period that overlaps one already uploaded for the same account are refused
 * with a message, so no transaction is counted twice and nothing is half-recorded.
 */
export function checkAgainstEarlier(
  next: { sha256: string; statement: ParsedStatement },
  earlier: readonly EarlierStatement[],
): StatementFailure | null {
  const same = earlier.find((e) => e.sha256 === next.sha256);
  if (same) return fail("duplicate_upload", `This file was already uploaded (${same.fileName}).`);
  const mine = new Set(next.statement.transactions.map(fingerprint));
  for (const e of earlier) {
    const shared = e.fingerprints.filter((f) => mine.has(f)).length;
    if (shared === mine.size && shared === e.fingerprints.length)
      return fail(
        "duplicate_upload",
        `This statement has the same transactions as ${e.fileName}, which is already uploaded.`,
      );
    const sameAccount =
      next.statement.account.maskedNumber && e.maskedNumber
        ? next.statement.account.maskedNumber === e.maskedNumber
        : shared >= SAME_ACCOUNT_SHARED_LINES;
    const { from, to } = next.statement.period;
    if (sameAccount && from <= e.period.to && e.period.from <= to)
      return fail(
        "overlapping_period",
        `This statement (${formatDate(from)} to ${formatDate(to)}) overlaps ${e.fileName} (${formatDate(e.period.from)} to ${formatDate(e.period.to)}) for the same account. Upload statements for periods that do not overlap, or remove the earlier one first.`,
      );
  }
  return null;
}
