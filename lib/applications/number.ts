import type { Prisma } from "@/lib/db";

/** Human-readable application numbers: BF-2026-000123 (year of submission, database sequence). */
export function formatApplicationNumber(year: number, seq: number) {
  return `BF-${year}-${String(seq).padStart(6, "0")}`;
}

/** Reserve the next sequence value (inside the creating transaction) and its number. */
export async function nextApplicationNumber(tx: Pick<Prisma.TransactionClient, "$queryRawUnsafe">, at = new Date()) {
  const rows = await tx.$queryRawUnsafe<{ seq: number | bigint }[]>(
    `SELECT nextval(pg_get_serial_sequence('"Application"', 'seq')) AS seq`,
  );
  const seq = Number(rows[0]?.seq);
  return { seq, number: formatApplicationNumber(at.getUTCFullYear(), seq) };
}
