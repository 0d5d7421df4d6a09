/** Commission statements as CSV and as PDF (the shared writers in lib/documents). */
import { csvFile, csvNumber } from "@/lib/documents/csv";
import { textPdf, type PdfRow } from "@/lib/documents/pdf";
import { formatAudCents, formatDate } from "@/lib/money/format";

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

/** Amounts, rates and splits are number cells (a spreadsheet sums them); names and labels are text. */
export function statementCsv(s: Statement): string {
  const header = [
    "Date",
    "Type",
    "Application",
    "Business",
    "Settled amount",
    "Rate (%)",
    "Your split (%)",
    "Commission",
    "Paid",
    "Paid on",
  ];
  const rows = s.rows.map((r) => [
    formatDate(r.earnedAt),
    r.kind,
    r.applicationNumber,
    r.businessName,
    csvNumber(r.baseAmount),
    csvNumber(r.rateBps / 100, 2),
    csvNumber(r.splitBps / 100, 0),
    csvNumber(r.amountCents / 100, 2),
    r.paid ? "Yes" : "No",
    r.paidAt ? formatDate(r.paidAt) : "",
  ]);
  return csvFile([header, ...rows, ["Total", "", "", "", "", "", "", csvNumber(s.totalCents / 100, 2), "", ""]]);
}

/** Column layout of the PDF table, in points from the left margin (the text is 495 points wide). */
const COLUMNS = [
  { x: 0, width: 60 },
  { x: 62, width: 92 },
  { x: 156, width: 70 },
  { x: 228, width: 152 },
  { x: 382, width: 76, align: "right" as const },
  { x: 462, width: 33 },
];
const row = (texts: string[], bold = false): PdfRow => ({
  cells: texts.map((text, i) => ({ text, bold, ...COLUMNS[i]! })),
});

/** The statement as an A4 PDF: heading, one table row per commission, totals. */
export function statementPdf(s: Statement): Promise<Buffer> {
  return textPdf(
    [
      { text: "BizFund Australia - Commission Statement", bold: true },
      `Partner: ${s.partnerName}`,
      `Month: ${s.month}`,
      "",
      row(["Date", "Type", "Application", "Business", "Commission", "Paid"], true),
      ...s.rows.map((r) =>
        row([
          formatDate(r.earnedAt),
          r.kind,
          r.applicationNumber,
          r.businessName,
          formatAudCents(r.amountCents),
          r.paid ? "Yes" : "",
        ]),
      ),
      ...(s.rows.length === 0 ? ["No commissions this month."] : []),
      "",
      `Total: ${formatAudCents(s.totalCents)}   Paid: ${formatAudCents(s.paidCents)}   Unpaid: ${formatAudCents(s.totalCents - s.paidCents)}`,
    ],
    { title: `Commission Statement ${s.month}` },
  );
}
