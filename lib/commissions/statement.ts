/** Commission statements as CSV and as a small text PDF (no dependencies). Pure. */
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

const csvCell = (v: string) => {
  // Neutralise spreadsheet formulas and quote everything.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function statementCsv(s: Statement): string {
  const header = ["Date", "Type", "Application", "Business", "Settled amount", "Rate (%)", "Your split (%)", "Commission", "Paid", "Paid on"];
  const lines = s.rows.map((r) =>
    [formatDate(r.earnedAt), r.kind, r.applicationNumber, r.businessName, String(r.baseAmount), (r.rateBps / 100).toFixed(2), (r.splitBps / 100).toFixed(0), (r.amountCents / 100).toFixed(2), r.paid ? "Yes" : "No", r.paidAt ? formatDate(r.paidAt) : ""].map(csvCell).join(","),
  );
  lines.push(["Total", "", "", "", "", "", "", (s.totalCents / 100).toFixed(2), "", ""].map(csvCell).join(","));
  return [header.map(csvCell).join(","), ...lines].join("\r\n") + "\r\n";
}

const pdfText = (t: string) => t.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");

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
  const perPage = 48;
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  const objects: string[] = [];
  const fontId = 3;
  const pageIds: number[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[fontId] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  let next = 4;
  for (const page of pages) {
    const content = ["BT", "/F1 10 Tf", "14 TL", "50 800 Td", ...page.map((l) => `(${pdfText(l)}) '`), "ET"].join("\n");
    const contentId = next++;
    const pageId = next++;
    objects[contentId] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
