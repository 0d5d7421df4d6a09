import { isoDay } from "../days";
import type { IsoDay } from "../types";

/**
 * Money and dates as Australian statements print them, read without floating point.
 * Amounts: "1,234.56", "-1,234.56", "+1,234.56", "$1,234.56", "(1,234.56)", "1,234.56 CR" / "DR",
 * "1234.5". Returns integer cents, or null when the text is not an amount.
 */
export function parseAmountCents(raw: string): number | null {
  let s = raw.trim().replace(/\u2212/g, "-");
  if (!s) return null;
  let sign = 1;
  const suffix = /\s*(CR|DR|Cr|Dr|cr|dr)$/.exec(s);
  if (suffix) {
    if (suffix[1]!.toUpperCase() === "DR") sign = -1;
    s = s.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(s)) {
    sign = -sign;
    s = s.slice(1, -1).trim();
  }
  // One sign, before or after the dollar sign: "-$12.50", "$-12.50", "+12.50".
  const signed = /^([+-]?)\s*\$?\s*([+-]?)\s*(.*)$/.exec(s)!;
  if (signed[1] && signed[2]) return null;
  if ((signed[1] || signed[2]) === "-") sign = -sign;
  s = signed[3]!;
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const cents = Number(m[1]!.replaceAll(",", "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return cents === 0 ? 0 : sign * cents;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const FULL_MONTHS = "january february march april may june july august september october november december".split(" ");

/** "Jul", "JULY", "Sept" → 7 / 9; null for anything that is not a month's name. */
function monthNumber(name: string): number | null {
  const lower = name.toLowerCase();
  const month = MONTHS[lower.slice(0, 3)];
  if (!month) return null;
  return lower.length <= 3 || lower === "sept" || FULL_MONTHS[month - 1] === lower ? month : null;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * A statement date, always day-first (Australian banks never print month-first): 01/07/2026,
 * 1/7/26, 2026-07-01, 01-07-2026, "1 Jul 2026", "01 JUL 26", "1-Jul-26", and "01 Jul" when
 * `yearFor` can supply the year (PDF statements print the year once, in the period).
 */
export function parseStatementDate(
  raw: string,
  yearFor?: (month: number, day: number) => number | null,
): IsoDay | null {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (m) return isoDay(fullYear(m[3]!), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,9})[\s-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const month = monthNumber(m[2]!);
    return month ? isoDay(fullYear(m[3]!), month, Number(m[1])) : null;
  }
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,9})$/.exec(s);
  if (m && yearFor) {
    const month = monthNumber(m[2]!);
    if (!month) return null;
    const year = yearFor(month, Number(m[1]));
    return year ? isoDay(year, month, Number(m[1])) : null;
  }
  return null;
}

/** "••1234" from whatever account number a file shows; never more than the last four digits. */
export function maskAccountNumber(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? `••${digits.slice(-4)}` : null;
}
