import { getDocumentProxy } from "unpdf";
import { buildStatement, type RawRow } from "./build";
import {
  BANK_NAMES,
  fail,
  MAX_STATEMENT_ROWS,
  type BigFourBank,
  type ParseOptions,
  type StatementParse,
} from "./types";
import { maskAccountNumber, parseAmountCents, parseStatementDate } from "./values";
import { addDays } from "../days";

/**
 * Text PDFs of the big four banks' statements. Each prints a transaction table whose header names
 * the columns (CBA: Date, Transaction, Debit, Credit, Balance; Westpac: Date, Transaction
 * Description, Debit, Credit, Balance; NAB: Date, Particulars, Debits, Credits, Balance; ANZ: Date,
 * Transaction Details, Withdrawals ($), Deposits ($), Balance ($)). We take the columns' positions
 * from the header and place every number under the column it lines up with; a line that starts with
 * a date starts a transaction, a text-only line continues its description. Dates without a year
 * ("01 Jul") take it from the statement period.
 */
interface Cell {
  text: string;
  left: number;
  right: number;
}
type Line = Cell[];
type ColumnName = "date" | "description" | "debit" | "credit" | "balance";
type Columns = Record<ColumnName, { left: number; right: number }>;

const MIN_TEXT_CHARACTERS = 40;
/** Twelve months of a busy account is a few dozen pages; past this it is not one statement. */
export const MAX_PDF_PAGES = 150;
const KEEP_AS_DOCUMENT = "It is kept with your documents for our team to review.";

async function readLines(bytes: Uint8Array): Promise<Line[][] | "unreadable" | "too_many_pages"> {
  let pdf;
  try {
    // The bundled PDF.js has no eval path (fonts are never compiled to code), so an upload runs no script.
    pdf = await getDocumentProxy(bytes, { stopAtErrors: true });
  } catch {
    return "unreadable";
  }
  if (pdf.numPages > MAX_PDF_PAGES) {
    await pdf.loadingTask.destroy();
    return "too_many_pages";
  }
  try {
    const pages: Line[][] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const rows = new Map<number, Cell[]>();
      for (const item of content.items) {
        if (!("str" in item) || !item.str.trim()) continue;
        const y = Math.round(item.transform[5] / 2) * 2;
        const x = item.transform[4];
        const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
        const row = rows.get(key) ?? [];
        row.push({ text: item.str.trim(), left: x, right: x + item.width });
        rows.set(key, row);
      }
      pages.push(
        [...rows.entries()].sort((a, b) => b[0] - a[0]).map(([, cells]) => cells.sort((a, b) => a.left - b.left)),
      );
    }
    return pages;
  } catch {
    return "unreadable";
  } finally {
    await pdf.loadingTask.destroy();
  }
}

const BANK_PATTERNS: [BigFourBank, RegExp][] = [
  ["CBA", /Commonwealth Bank|CommBank/i],
  ["Westpac", /Westpac/i],
  ["NAB", /National Australia Bank|\bNAB\b/],
  ["ANZ", /Australia and New Zealand Banking|\bANZ\b/],
];

/** The bank whose name comes first in the statement (its letterhead), not one named in a description. */
function detectBank(text: string): BigFourBank | null {
  let best: { bank: BigFourBank; at: number } | null = null;
  for (const [bank, re] of BANK_PATTERNS) {
    const at = text.search(re);
    if (at !== -1 && (!best || at < best.at)) best = { bank, at };
  }
  return best?.bank ?? null;
}

const HEADER_WORDS: Record<ColumnName, RegExp> = {
  date: /^date$/i,
  description: /^(transaction( description| details)?|description|particulars|details)$/i,
  debit: /^(debits?|withdrawals?)( \(\$\))?$/i,
  credit: /^(credits?|deposits?)( \(\$\))?$/i,
  balance: /^balance( \(\$\))?$/i,
};

function headerColumns(line: Line): Columns | null {
  const found: Partial<Columns> = {};
  for (const cell of line) {
    for (const name of Object.keys(HEADER_WORDS) as ColumnName[]) {
      if (!found[name] && HEADER_WORDS[name].test(cell.text)) found[name] = { left: cell.left, right: cell.right };
    }
  }
  return found.date && found.description && found.debit && found.credit && found.balance ? (found as Columns) : null;
}

/** The number columns a cell lines up with: amounts are right-aligned under their header. */
function numberColumn(cell: Cell, cols: Columns): "debit" | "credit" | "balance" | null {
  let best: { name: "debit" | "credit" | "balance"; d: number } | null = null;
  for (const name of ["debit", "credit", "balance"] as const) {
    const c = cols[name];
    const d = Math.min(Math.abs(cell.right - c.right), Math.abs((cell.left + cell.right) / 2 - (c.left + c.right) / 2));
    if (!best || d < best.d) best = { name, d };
  }
  // A number that sits nearer the description than any amount column is part of the description.
  if (best && cell.right < cols.debit.left - 4 && Math.abs(cell.left - cols.description.left) < best.d) return null;
  return best?.name ?? null;
}

const PERIOD =
  /(?:period|statement from|from)\s*:?\s*(\d{1,2}[\s/.-]\w{2,9}[\s/.-]\d{2,4})\s*(?:-|–|to|through)\s*(\d{1,2}[\s/.-]\w{2,9}[\s/.-]\d{2,4})/i;

export async function parsePdfStatement(bytes: Uint8Array, opts: ParseOptions): Promise<StatementParse> {
  const pages = await readLines(bytes);
  if (pages === "too_many_pages")
    return fail(
      "too_large",
      `This PDF has more than ${MAX_PDF_PAGES} pages. Upload one account's statement for at most 12 months. ${KEEP_AS_DOCUMENT}`,
    );
  if (pages === "unreadable")
    return fail(
      "unreadable_pdf",
      `This PDF is password-protected or damaged, so we could not read it. ${KEEP_AS_DOCUMENT}`,
    );
  const allText = pages.flatMap((p) => p.map((l) => l.map((c) => c.text).join(" "))).join("\n");
  if (allText.replace(/\s/g, "").length < MIN_TEXT_CHARACTERS)
    return fail(
      "scanned_pdf",
      `This PDF is a scan (an image with no text layer), so we cannot read its transactions. ${KEEP_AS_DOCUMENT} For a faster assessment, connect your bank or download the statement from internet banking as PDF or CSV.`,
    );
  const bank = detectBank(allText);
  if (opts.expectedBank && bank && bank !== opts.expectedBank)
    return fail(
      "wrong_bank",
      `This looks like ${bank === "ANZ" ? "an" : "a"} ${BANK_NAMES[bank]} statement, but you said it is from ${BANK_NAMES[opts.expectedBank]}. Choose the right bank, or upload that bank's statement.`,
    );

  const periodMatch = PERIOD.exec(allText);
  const periodFrom = periodMatch ? parseStatementDate(periodMatch[1]!) : null;
  const periodTo = periodMatch ? parseStatementDate(periodMatch[2]!) : null;
  const yearFor = (month: number, day: number) => {
    if (!periodFrom || !periodTo) return null;
    for (const year of new Set([Number(periodFrom.slice(0, 4)), Number(periodTo.slice(0, 4))])) {
      const d = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      if (d >= addDays(periodFrom, -7) && d <= addDays(periodTo, 7)) return year;
    }
    return null;
  };
  const bsbMatch = /BSB:?\s*(\d{3})[-\s]?(\d{3})/i.exec(allText);
  const accountMatch = /Account (?:number|no\.?):?\s*([\d\s-]{6,20}\d)/i.exec(allText);

  const rows: RawRow[] = [];
  let cols: Columns | null = null;
  let opening: number | null = null;
  let closing: number | null = null;
  let undated = 0;
  for (const page of pages) {
    let inTable = false;
    for (const line of page) {
      const header = headerColumns(line);
      if (header) {
        cols = header;
        inTable = true;
        continue;
      }
      if (!cols || !inTable) continue;
      const text = line.map((c) => c.text).join(" ");
      const amounts: Partial<Record<"debit" | "credit" | "balance", number>> = {};
      const words: string[] = [];
      let date: string | null = null;
      let lastColumn: "debit" | "credit" | "balance" | null = null;
      for (const [i, cell] of line.entries()) {
        if (i === 0 && cell.left < cols.description.left - 2) {
          date = parseStatementDate(cell.text, yearFor);
          if (date) continue;
          if (/^\d{1,2}[\s/.-]\w{2,9}/.test(cell.text)) undated++;
        }
        // "CR" / "DR" printed apart from the balance it qualifies.
        if (/^(CR|DR)$/i.test(cell.text) && lastColumn) {
          if (cell.text.toUpperCase() === "DR") amounts[lastColumn] = -Math.abs(amounts[lastColumn]!);
          lastColumn = null;
          continue;
        }
        const cents = parseAmountCents(cell.text);
        const column = cents === null ? null : numberColumn(cell, cols);
        lastColumn = null;
        if (cents !== null && column && amounts[column] === undefined) {
          amounts[column] = cents;
          lastColumn = column;
        } else words.push(cell.text);
      }
      const description = words.join(" ").replace(/\s+/g, " ");
      if (/^(opening balance|balance brought forward|brought forward)/i.test(description)) {
        opening ??= amounts.balance ?? amounts.credit ?? null;
        continue;
      }
      if (/^(closing balance|balance carried forward|carried forward)/i.test(description)) {
        closing = amounts.balance ?? amounts.credit ?? closing;
        continue;
      }
      const hasMoney = amounts.debit !== undefined || amounts.credit !== undefined;
      if (date && hasMoney) {
        rows.push({
          date,
          description,
          amountCents: Math.abs(amounts.credit ?? 0) - Math.abs(amounts.debit ?? 0),
          balanceCents: amounts.balance ?? null,
        });
        if (rows.length > MAX_STATEMENT_ROWS)
          return fail(
            "too_many_rows",
            `This PDF has more than ${MAX_STATEMENT_ROWS.toLocaleString("en-AU")} transactions. Upload at most 12 months at a time.`,
          );
      } else if (!date && hasMoney && rows.length > 0) {
        // Some layouts print the date once per day.
        const prev = rows[rows.length - 1]!;
        rows.push({
          date: prev.date,
          description,
          amountCents: Math.abs(amounts.credit ?? 0) - Math.abs(amounts.debit ?? 0),
          balanceCents: amounts.balance ?? null,
        });
      } else if (!date && !hasMoney && rows.length > 0 && description && !/^(page \d|total|continued)/i.test(text)) {
        const prev = rows[rows.length - 1]!;
        prev.description = `${prev.description} ${description}`.trim();
      }
    }
  }
  if (!cols)
    return fail(
      "unrecognised_layout",
      `We could not find a transaction table (Date, Description, Debit, Credit, Balance) in this PDF. We read statements from Commonwealth Bank, Westpac, NAB and ANZ. ${KEEP_AS_DOCUMENT}`,
    );
  if (undated > 0 && rows.length === 0)
    return fail(
      "bad_dates",
      `This statement's dates have no year and we could not find its statement period. ${KEEP_AS_DOCUMENT}`,
    );
  if (rows.length === 0) return fail("empty", "This statement has no transactions in it.");
  return {
    ok: true,
    statement: buildStatement({
      format: "pdf",
      bank,
      idPrefix: opts.idPrefix,
      rows,
      account: {
        name: null,
        bsb: bsbMatch ? `${bsbMatch[1]}-${bsbMatch[2]}` : null,
        maskedNumber: maskAccountNumber(accountMatch?.[1]),
        currency: "AUD",
      },
      period: periodFrom && periodTo ? { from: periodFrom, to: periodTo } : null,
      openingBalanceCents: opening,
      closingBalanceCents: closing,
    }),
  };
}
