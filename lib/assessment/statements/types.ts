import type { BankTransaction, IsoDay, Period } from "../types";

/** How bank data came in: an uploaded file, or "cdr" for an open-banking connection. */
export type StatementFormat = "csv" | "ofx" | "pdf" | "cdr";
export type BigFourBank = "CBA" | "Westpac" | "NAB" | "ANZ";

export const BANK_NAMES: Record<BigFourBank, string> = {
  CBA: "Commonwealth Bank",
  Westpac: "Westpac",
  NAB: "NAB",
  ANZ: "ANZ",
};

export interface ParsedStatement {
  format: StatementFormat;
  /** The bank the layout or the text names, when we can tell. */
  bank: BigFourBank | null;
  account: { name: string | null; bsb: string | null; maskedNumber: string | null; currency: string };
  period: Period;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  transactions: BankTransaction[];
  /** Things staff should know that did not stop the parse (a balance that does not reconcile …). */
  warnings: string[];
}

/** Why a file stays a document and is not read as bank data. Each has one clear message. */
export type StatementProblem =
  | "empty"
  | "too_large"
  | "too_many_rows"
  | "unsupported_type"
  | "unrecognised_layout"
  | "wrong_bank"
  | "scanned_pdf"
  | "unreadable_pdf"
  | "bad_dates"
  | "bad_amounts"
  | "mixed_currencies"
  | "not_aud"
  | "duplicate_upload"
  | "overlapping_period";

export interface StatementFailure {
  ok: false;
  problem: StatementProblem;
  /** Shown to whoever uploaded the file, as is. */
  message: string;
}

export type StatementParse = { ok: true; statement: ParsedStatement } | StatementFailure;

export const fail = (problem: StatementProblem, message: string): StatementFailure => ({ ok: false, problem, message });

/** Limits on what one upload may hold (a busy account over 12 months is a few thousand lines). */
export const MAX_STATEMENT_ROWS = 10_000;
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export interface ParseOptions {
  /** Gives transaction ids: `${idPrefix}-${n}`. Usually the first characters of the file's hash. */
  idPrefix: string;
  /** The bank the uploader said the statement is from, if asked. */
  expectedBank?: BigFourBank | null;
}

export type { IsoDay };
