/** The CSV writer for every download (statements, templates). Pure. */

/** A number cell, written as a bare number so a spreadsheet sums it; `decimals` fixes the places shown. */
export interface CsvNumber {
  readonly value: number;
  readonly decimals?: number;
}
export type CsvCell = string | number | CsvNumber;

export const csvNumber = (value: number, decimals?: number): CsvNumber => ({ value, decimals });

/** Text that a spreadsheet would run as a formula (or that starts with a control it strips). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text cells are quoted and, when they could start a formula, prefixed with an apostrophe (OWASP's
 * CSV injection guard). Number cells are numbers we formatted ourselves — only digits, a sign and a
 * point — so they carry no formula and stay numbers: a clawback is -200.00, not the text '-200.00.
 */
export function csvCell(v: CsvCell): string {
  if (typeof v === "string") {
    const safe = FORMULA_START.test(v) ? `'${v}` : v;
    return `"${safe.replace(/"/g, '""')}"`;
  }
  const { value, decimals } = typeof v === "number" ? { value: v, decimals: undefined } : v;
  if (!Number.isFinite(value)) throw new Error(`CSV number cell is not a finite number: ${value}`);
  return decimals === undefined ? String(value) : value.toFixed(decimals);
}

export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
