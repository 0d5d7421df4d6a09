/**
 * Reading a lender's remittance CSV with its column mapping (issue 35 item 1). Every problem in the
 * file is collected, by line, before anything is written: unknown or missing columns, empty
 * references, amounts that are not money or are negative, types and months that cannot be read,
 * and the same commission twice. Pure.
 */
import { parseCsv } from "@/lib/admin/client";
import type { RemittanceMapping } from "./schema";

export interface RemittanceLineIn {
  /** 1 = the first line after the header. */
  lineNumber: number;
  reference: string;
  /** "upfront", or the trail's month as YYYY-MM; null when the file does not say. */
  period: string | null;
  kind: "upfront" | "trail" | null;
  amountCents: number;
}

export type ParsedRemittance = { ok: true; lines: RemittanceLineIn[] } | { ok: false; problems: string[] };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "$1,234.50", "1234.5", "1234" → cents; null when it is not an amount; negative stays negative. */
export function parseAmountCents(cell: string): number | null {
  const t = cell.trim().replace(/^\$|,/g, "").replace(/^-\$/, "-");
  const bracketed = /^\((.*)\)$/.exec(t);
  const v = bracketed ? `-${bracketed[1]!.replace(/^\$/, "")}` : t;
  if (!/^-?\d+(\.\d{1,2})?$/.test(v)) return null;
  const [whole, frac = ""] = v.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return v.startsWith("-") ? -cents : cents;
}

/** "2026-10", "10/2026", "Oct 2026", "October 2026" → "2026-10"; null otherwise. */
export function parsePeriod(cell: string): string | null {
  const t = cell.trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m) return month(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return month(Number(m[2]), Number(m[1]));
  m = /^([a-z]{3,9})\.?\s+(\d{4})$/.exec(t);
  if (m) return month(Number(m[2]), MONTHS.indexOf(m[1]!.slice(0, 3)) + 1);
  return null;
}
const month = (y: number, m: number) => (m >= 1 && m <= 12 ? `${y}-${String(m).padStart(2, "0")}` : null);

function parseKind(cell: string): "upfront" | "trail" | null | undefined {
  const t = cell.trim().toLowerCase();
  if (t === "") return null;
  if (/upfront|up-front|establishment|settlement/.test(t)) return "upfront";
  if (/trail/.test(t)) return "trail";
  return undefined;
}

export function parseRemittance(csv: string, mapping: RemittanceMapping): ParsedRemittance {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  if (!header) return { ok: false, problems: ["The file has no header line."] };
  const names = header.map((h) => h.trim());
  const index = new Map(names.map((n, i) => [n.toLowerCase(), i]));
  const problems: string[] = [];
  const known = new Set(
    [mapping.reference, mapping.amount, mapping.type, mapping.period, ...mapping.ignore]
      .filter((n): n is string => !!n)
      .map((n) => n.toLowerCase()),
  );
  for (const n of names)
    if (!known.has(n.toLowerCase())) problems.push(`Unknown column "${n}": map it or list it as ignored.`);
  for (const [what, n] of [
    ["loan reference", mapping.reference],
    ["amount", mapping.amount],
    ["commission type", mapping.type],
    ["trail month", mapping.period],
  ] as const)
    if (n && !index.has(n.toLowerCase())) problems.push(`The file has no "${n}" column (the ${what}).`);
  if (problems.length) return { ok: false, problems };
  if (rows.length === 0) return { ok: false, problems: ["The file has no lines after the header."] };

  const cell = (row: string[], n: string | undefined) => (n ? (row[index.get(n.toLowerCase())!] ?? "").trim() : "");
  const lines: RemittanceLineIn[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const lineNumber = i + 1;
    const at = `Line ${lineNumber}`;
    const reference = cell(row, mapping.reference);
    if (!reference) problems.push(`${at}: the loan reference is empty.`);
    const amountCents = parseAmountCents(cell(row, mapping.amount));
    if (amountCents === null) problems.push(`${at}: "${cell(row, mapping.amount)}" is not an amount.`);
    else if (amountCents < 0) problems.push(`${at}: the amount is negative; a remittance pays, it does not claw back.`);
    else if (amountCents === 0) problems.push(`${at}: the amount is zero.`);
    const kind = mapping.type ? parseKind(cell(row, mapping.type)) : null;
    if (kind === undefined) problems.push(`${at}: "${cell(row, mapping.type)}" is neither upfront nor trail.`);
    const periodCell = cell(row, mapping.period);
    const trailMonth = periodCell ? parsePeriod(periodCell) : null;
    if (periodCell && !trailMonth) problems.push(`${at}: "${periodCell}" is not a month.`);
    const period = kind === "upfront" ? "upfront" : trailMonth;
    const resolvedKind = kind ?? (trailMonth ? "trail" : null);
    if (reference && period) {
      const key = `${reference.toLowerCase()}|${period}`;
      const first = seen.get(key);
      if (first)
        problems.push(`${at} repeats line ${first} (${reference}, ${period === "upfront" ? "upfront" : period}).`);
      else seen.set(key, lineNumber);
    } else if (reference && !period) {
      const key = `${reference.toLowerCase()}|${resolvedKind ?? "?"}|${amountCents}`;
      const first = seen.get(key);
      if (first) problems.push(`${at} repeats line ${first} (${reference}, the same amount).`);
      else seen.set(key, lineNumber);
    }
    if (reference && amountCents !== null && kind !== undefined)
      lines.push({ lineNumber, reference, period, kind: resolvedKind, amountCents });
  });
  return problems.length ? { ok: false, problems } : { ok: true, lines };
}
