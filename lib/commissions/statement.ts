/** Commission statements as CSV and as a small text PDF (no dependencies). Pure. */
import { csvFile, textPdf } from "@/lib/documents/text-files";
import { formatAudCents, formatDate } from "@/lib/money/format";

export interface StatementRow {
  earnedAt: Date;
  kind: string;
  applicationNumber: string;
  businessName: string;
  baseAmount: number;
  rateBps: number;
  splitBps: number;
  amountCents: number;
  paid: boolean;
  paidAt: Date | null;
}

export interface Statement {
  partnerName: string;
  month: string;
  rows: StatementRow[];
  totalCents: number;
  paidCents: number;
}

export function buildStatement(partnerName: string, month: string, rows: StatementRow[]): Statement {
  return {
    partnerName,
    month,
    rows,
    totalCents: rows.reduce((s, r) => s + r.amountCents, 0),
    paidCents: rows.filter((r) => r.paid).reduce((s, r) => s + r.amountCents, 0),
  };
}

export function statementCsv(s: Statement): string {
  const header = ["Date", "Type", "Application", "Business", "Settled amount", "Rate (%)", "Your split (%)", "Commission", "Paid", "Paid on"];
  const rows = s.rows.map((r) => [formatDate(r.earnedAt), r.kind, r.applicationNumber, r.businessName, String(r.baseAmount), (r.rateBps / 100).toFixed(2), (r.splitBps / 100).toFixed(0), (r.amountCents / 100).toFixed(2), r.paid ? "Yes" : "No", r.paidAt ? formatDate(r.paidAt) : ""]);
  return csvFile([header, ...rows, ["Total", "", "", "", "", "", "", (s.totalCents / 100).toFixed(2), "", ""]]);
}

/** A one-or-more page PDF listing the statement (Helvetica, A4). */
export function statementPdf(s: Statement): Buffer {
  const lines = [
    "BizFund Australia - Commission Statement",
    `Partner: ${s.partnerName}`,
    `Month: ${s.month}`,
    "",
    ...s.rows.map((r) => `${formatDate(r.earnedAt)}  ${r.kind.padEnd(8)}  ${r.applicationNumber}  ${r.businessName.slice(0, 28).padEnd(28)}  ${formatAudCents(r.amountCents)}${r.paid ? "  PAID" : ""}`),
    ...(s.rows.length === 0 ? ["No commissions this month."] : []),
    "",
    `Total: ${formatAudCents(s.totalCents)}   Paid: ${formatAudCents(s.paidCents)}   Unpaid: ${formatAudCents(s.totalCents - s.paidCents)}`,
  ];
  return textPdf(lines);
}
