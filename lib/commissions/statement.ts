/** Commission statements as CSV and as PDF (issue 35 item 3, ADR 074). */
import { csvFile, csvNumber } from "@/lib/documents/client";
import { formatDate } from "@/lib/money/client";
import { gstIncludedCents, statementKind, statementNumber, type StatementKind } from "./tax-invoice";

export interface StatementRow {
  earnedAt: Date;
  /** In words: "Upfront", "Trail for November 2026", "Clawback" (lib/commissions/labels.ts). */
  kind: string;
  applicationNumber: string;
  businessName: string;
  baseAmount: number;
  rateBps: number;
  splitBps: number;
  amountCents: number;
  paid: boolean;
  paidAt: Date | null;
  /** The payout run that paid it (PR-0007), when paid by one. */
  payoutRun: string | null;
}

/** Who the statement is to: the partner as supplier of their referral service. */
export interface StatementSupplier {
  id: string;
  personName: string;
  legalName: string | null;
  abn: string | null;
  gstRegistered: boolean;
}

export interface Statement {
  kind: StatementKind;
  number: string;
  issuedAt: Date;
  supplier: StatementSupplier;
  month: string;
  rows: StatementRow[];
  totalCents: number;
  /** GST included in the total (0 on a remittance advice). */
  gstCents: number;
  paidCents: number;
}

export function buildStatement(
  supplier: StatementSupplier,
  month: string,
  rows: StatementRow[],
  issuedAt = new Date(),
): Statement {
  const kind = statementKind(supplier);
  const totalCents = rows.reduce((s, r) => s + r.amountCents, 0);
  return {
    kind,
    number: statementNumber(kind, supplier.id, month),
    issuedAt,
    supplier,
    month,
    rows,
    totalCents,
    gstCents: kind === "rcti" ? rows.reduce((s, r) => s + gstIncludedCents(r.amountCents), 0) : 0,
    paidCents: rows.filter((r) => r.paid).reduce((s, r) => s + r.amountCents, 0),
  };
}

/** A row's GST on this statement: one eleventh on a tax invoice, none on a remittance advice. */
export const rowGstCents = (s: Statement, r: StatementRow) => (s.kind === "rcti" ? gstIncludedCents(r.amountCents) : 0);

/** The columns of every statement, CSV and PDF alike (the PDF test reads each back). */
export const STATEMENT_COLUMNS = [
  "Date",
  "Type",
  "Application",
  "Business",
  "Settled amount",
  "Rate (%)",
  "Your split (%)",
  "Commission (incl. GST)",
  "GST",
  "Paid",
  "Paid on",
  "Payout run",
] as const;

/** Amounts, rates and splits are number cells (a spreadsheet sums them); names and labels are text. */
export function statementCsv(s: Statement): string {
  const rows = s.rows.map((r) => [
    formatDate(r.earnedAt),
    r.kind,
    r.applicationNumber,
    r.businessName,
    csvNumber(r.baseAmount),
    csvNumber(r.rateBps / 100, 2),
    csvNumber(r.splitBps / 100, 0),
    csvNumber(r.amountCents / 100, 2),
    csvNumber(rowGstCents(s, r) / 100, 2),
    r.paid ? "Yes" : "No",
    r.paidAt ? formatDate(r.paidAt) : "",
    r.payoutRun ?? "",
  ]);
  const total = ["Total", "", "", "", "", "", "", csvNumber(s.totalCents / 100, 2), csvNumber(s.gstCents / 100, 2)];
  return csvFile([[...STATEMENT_COLUMNS], ...rows, [...total, "", "", ""]]);
}
