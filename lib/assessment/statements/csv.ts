import { parse } from "csv-parse/sync";
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

/**
 * CSV exports from internet banking. With a header row, columns are found by their names (Westpac:
 * "Bank Account, Date, Narrative, Debit Amount, Credit Amount, Balance…"; NAB: "Date, Amount,
 * Account Number, , Transaction Type, Transaction Details, Balance…"; most others alike). Without
 * one (CBA: date, amount, description, balance; ANZ: date, amount, description) the columns are
 * recognised from their content: the date column, then the first amount column (the transaction)
 * and the next (the balance); the text columns make the description.
 */
interface Columns {
  date: number;
  description: number[];
  amount: number | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
  currency: number | null;
  account: number | null;
}

const LAYOUT_HELP =
  "Download the statement from your internet banking as CSV (Commonwealth Bank, Westpac, NAB and ANZ exports are read as they are), or upload the PDF statement.";

function headerColumns(header: string[]): Columns | null {
  // A row holding a date or an amount is a transaction, whatever its words ("DIRECT DEBIT POSTED").
  if (header.some((c) => parseStatementDate(c) !== null || parseAmountCents(c) !== null)) return null;
  const cells = header.map((c) => c.trim().toLowerCase());
  const find = (re: RegExp, skip: number[] = []) => {
    const i = cells.findIndex((c, j) => re.test(c) && !skip.includes(j));
    return i === -1 ? null : i;
  };
  const date = find(/(^|\s)date$|^date|posted/);
  if (date === null) return null;
  const debit = find(/debit|withdrawal|money out|paid out/);
  const credit = find(/credit|deposit|money in|paid in/, debit === null ? [] : [debit]);
  const amount = find(
    /^(transaction )?amount( \(aud\))?$|^amount/,
    [debit, credit].filter((x) => x !== null),
  );
  if (amount === null && (debit === null || credit === null)) return null;
  const balance = find(/balance/);
  const description: number[] = [];
  cells.forEach((c, i) => {
    if (/narrative|description|details|particulars|memo|payee|merchant|reference/.test(c)) description.push(i);
  });
  return {
    date,
    description,
    amount,
    debit,
    credit,
    balance,
    currency: find(/currency|ccy/),
    account: find(/account/),
  };
}

function inferredColumns(rows: string[][]): Columns | null {
  const sample = rows.slice(0, 200);
  const width = Math.max(...sample.map((r) => r.length));
  const share = (i: number, test: (s: string) => boolean) => {
    const filled = sample.map((r) => (r[i] ?? "").trim()).filter(Boolean);
    return filled.length === 0
      ? { of: 0, filled: 0 }
      : { of: filled.filter(test).length / filled.length, filled: filled.length / sample.length };
  };
  let date: number | null = null;
  const numeric: number[] = [];
  const text: number[] = [];
  for (let i = 0; i < width; i++) {
    const d = share(i, (s) => parseStatementDate(s) !== null);
    if (date === null && d.of >= 0.9 && d.filled >= 0.9) {
      date = i;
      continue;
    }
    const n = share(i, (s) => parseAmountCents(s) !== null);
    if (n.filled >= 0.5 && n.of >= 0.9) numeric.push(i);
    else if (n.filled > 0) text.push(i);
  }
  const after = numeric.filter((i) => date !== null && i > date);
  if (date === null || after.length === 0) return null;
  return {
    date,
    description: text,
    amount: after[0]!,
    debit: null,
    credit: null,
    balance: after[1] ?? null,
    currency: null,
    account: null,
  };
}

function bankFromLayout(header: string[] | null, cols: Columns, width: number): BigFourBank | null {
  const h = header?.map((c) => c.trim().toLowerCase()).join(",") ?? "";
  if (h.startsWith("bank account,date,narrative,debit amount,credit amount,balance")) return "Westpac";
  if (h.startsWith("date,amount,account number,,transaction type,transaction details,balance")) return "NAB";
  if (!header && width === 4 && cols.amount === 1 && cols.balance === 3) return "CBA";
  if (!header && width === 3 && cols.amount === 1) return "ANZ";
  return null;
}

export function parseCsvStatement(text: string, opts: ParseOptions): StatementParse {
  if (!text.replace(/^\uFEFF/, "").trim())
    return fail("empty", "This CSV file is empty: it has no transactions in it.");
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      // One more than the limit (plus a header) is enough to know the file is too long.
      to: MAX_STATEMENT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fail(
      "unrecognised_layout",
      `This file could not be read as CSV${line ? ` (line ${line})` : ""}. ${LAYOUT_HELP}`,
    );
  }
  const header = headerColumns(records[0] ?? []) ? records[0]! : null;
  const body = header ? records.slice(1) : records;
  if (body.length === 0) return fail("empty", "This CSV file has no transactions in it, only a header row.");
  if (body.length > MAX_STATEMENT_ROWS)
    return fail(
      "too_many_rows",
      `This CSV file has more than ${MAX_STATEMENT_ROWS.toLocaleString("en-AU")} transactions. Upload one account's statement for at most 12 months; a longer history can be split into several files.`,
    );
  const cols = header ? headerColumns(header)! : inferredColumns(body);
  if (!cols)
    return fail(
      "unrecognised_layout",
      `We could not find the date and amount columns in this CSV file. ${LAYOUT_HELP}`,
    );
  const width = Math.max(...body.slice(0, 50).map((r) => r.length));
  const bank = bankFromLayout(header, cols, width);
  if (opts.expectedBank && bank && bank !== opts.expectedBank)
    return fail(
      "wrong_bank",
      `This looks like ${bank === "ANZ" ? "an" : "a"} ${BANK_NAMES[bank]} export, but you said the statement is from ${BANK_NAMES[opts.expectedBank]}. Choose the right bank, or upload that bank's statement.`,
    );

  const currencies = new Set<string>();
  const rows: RawRow[] = [];
  let accountNumber: string | null = null;
  for (const [i, r] of body.entries()) {
    const line = i + (header ? 2 : 1);
    const cell = (c: number | null) => (c === null ? "" : (r[c] ?? "").trim());
    const date = parseStatementDate(cell(cols.date));
    if (!date)
      return fail(
        "bad_dates",
        `Line ${line} has a date we cannot read ("${cell(cols.date).slice(0, 20)}"). ${LAYOUT_HELP}`,
      );
    let amount: number | null;
    if (cols.amount !== null) amount = parseAmountCents(cell(cols.amount));
    else {
      const debit = cell(cols.debit) ? parseAmountCents(cell(cols.debit)) : 0;
      const credit = cell(cols.credit) ? parseAmountCents(cell(cols.credit)) : 0;
      amount =
        debit === null || credit === null || (!cell(cols.debit) && !cell(cols.credit))
          ? null
          : Math.abs(credit) - Math.abs(debit);
    }
    if (amount === null) return fail("bad_amounts", `Line ${line} has no amount we can read. ${LAYOUT_HELP}`);
    const balanceText = cell(cols.balance);
    const balance = balanceText ? parseAmountCents(balanceText) : null;
    const currency = cell(cols.currency).toUpperCase();
    if (currency) currencies.add(currency);
    accountNumber ??= cell(cols.account) || null;
    const description = cols.description.map(cell).filter(Boolean).join(" ").replace(/\s+/g, " ");
    rows.push({ date, description, amountCents: amount, balanceCents: balance });
  }
  if (currencies.size > 1)
    return fail(
      "mixed_currencies",
      `This file has transactions in more than one currency (${[...currencies].sort().join(", ")}). Upload each currency account's statement separately; we assess Australian-dollar accounts.`,
    );
  const currency = [...currencies][0] ?? "AUD";
  if (currency !== "AUD")
    return fail("not_aud", `This statement is in ${currency}. We assess Australian-dollar (AUD) business accounts.`);
  return {
    ok: true,
    statement: buildStatement({
      format: "csv",
      bank,
      idPrefix: opts.idPrefix,
      rows,
      account: { name: null, bsb: null, maskedNumber: maskAccountNumber(accountNumber), currency },
    }),
  };
}
