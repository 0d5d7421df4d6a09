import "server-only";
import path from "node:path";
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { SITE } from "@/lib/site";
import { formatAbn } from "@/lib/abr/abn";
import { formatAudCents, formatDate, formatMonth, formatPercent } from "@/lib/money/format";
import { STATEMENT_COLUMNS, rowGstCents, type Statement } from "./statement";
import { RCTI_AGREEMENT, REMITTANCE_NOTE, STATEMENT_TITLES } from "./tax-invoice";

/*
 * The commission statement laid out by @react-pdf/renderer (issue 35 item 3, ADR 074): a brand
 * header, both parties with their ABNs, a table whose header repeats on every page and whose cells
 * wrap (nothing is cut), totals with GST, the RCTI agreement or the remittance note, page numbers.
 * DejaVu Sans (the fonts lib/documents/pdf.ts uses) prints every character a name can hold.
 */
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
Font.register({
  family: "DejaVu Sans",
  fonts: [
    { src: path.join(FONT_DIR, "DejaVuSans.ttf") },
    { src: path.join(FONT_DIR, "DejaVuSans-Bold.ttf"), fontWeight: "bold" },
  ],
});
// Names and references break where they must, never mid-word by a hyphenation guess.
Font.registerHyphenationCallback((word) => [word]);

const BRAND = "#0b2545"; // the portal's navy (components/ui/theme-tokens.css)
/** Column widths in points (landscape A4: 770 points between the margins), in STATEMENT_COLUMNS order. */
const WIDTHS = [54, 84, 74, 142, 62, 40, 44, 72, 56, 28, 54, 60] as const;
const RIGHT = new Set([4, 5, 6, 7, 8]);

const s = StyleSheet.create({
  page: { fontFamily: "DejaVu Sans", fontSize: 8, padding: 36, paddingBottom: 48, color: "#111827" },
  brand: { fontSize: 16, fontWeight: "bold", color: BRAND },
  muted: { color: "#4b5563" },
  title: { fontSize: 13, fontWeight: "bold", marginTop: 12 },
  parties: { flexDirection: "row", marginTop: 10, gap: 24 },
  party: { flexGrow: 1, flexBasis: 0, padding: 8, border: "1pt solid #d1d5db" },
  label: { fontWeight: "bold", marginBottom: 2 },
  table: { marginTop: 12 },
  row: { flexDirection: "row", borderBottom: "0.5pt solid #e5e7eb", paddingVertical: 3 },
  head: { flexDirection: "row", borderBottom: "1pt solid #111827", paddingVertical: 3, fontWeight: "bold" },
  cell: { paddingRight: 4 },
  totals: { marginTop: 8, alignItems: "flex-end", gap: 2 },
  terms: { marginTop: 14, gap: 2 },
  footer: {
    position: "absolute",
    bottom: 20,
    left: 36,
    right: 36,
    flexDirection: "row",
    justifyContent: "space-between",
  },
});

function Row({ cells, head = false }: { cells: readonly string[]; head?: boolean }) {
  return (
    <View style={head ? s.head : s.row} wrap={false} fixed={head}>
      {cells.map((text, i) => (
        <Text key={i} style={[s.cell, { width: WIDTHS[i], textAlign: RIGHT.has(i) ? "right" : "left" }]}>
          {text}
        </Text>
      ))}
    </View>
  );
}

function StatementDocument({ st }: { st: Statement }) {
  const title = STATEMENT_TITLES[st.kind];
  const supplierName = st.supplier.legalName || st.supplier.personName;
  return (
    <Document title={`${title} ${st.number}`} author={SITE.legalName} creator={SITE.name} producer={SITE.name}>
      <Page size="A4" orientation="landscape" style={s.page}>
        <View>
          <Text style={s.brand}>{SITE.name}</Text>
          <Text style={s.muted}>
            {SITE.legalName} · ABN {SITE.abn} · {SITE.address}
          </Text>
        </View>
        <Text style={s.title}>{title}</Text>
        <Text>
          Number {st.number} · Issued {formatDate(st.issuedAt)} · Commission for {formatMonth(st.month)}
        </Text>
        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.label}>Recipient (issuer)</Text>
            <Text>{SITE.legalName}</Text>
            <Text>ABN {SITE.abn}</Text>
            <Text>{SITE.address}</Text>
          </View>
          <View style={s.party}>
            <Text style={s.label}>Supplier (partner)</Text>
            <Text>{supplierName}</Text>
            {st.supplier.legalName && st.supplier.legalName !== st.supplier.personName ? (
              <Text>Contact: {st.supplier.personName}</Text>
            ) : null}
            <Text>{st.supplier.abn ? `ABN ${formatAbn(st.supplier.abn)}` : "No ABN given"}</Text>
            <Text>
              {st.supplier.gstRegistered && st.supplier.abn ? "Registered for GST" : "Not registered for GST"}
            </Text>
          </View>
        </View>
        <View style={s.table}>
          <Row head cells={STATEMENT_COLUMNS} />
          {st.rows.map((r, i) => (
            <Row
              key={i}
              cells={[
                formatDate(r.earnedAt),
                r.kind,
                r.applicationNumber,
                r.businessName,
                formatAudCents(r.baseAmount * 100),
                formatPercent(r.rateBps),
                formatPercent(r.splitBps),
                formatAudCents(r.amountCents),
                formatAudCents(rowGstCents(st, r)),
                r.paid ? "Yes" : "No",
                r.paidAt ? formatDate(r.paidAt) : "",
                r.payoutRun ?? "",
              ]}
            />
          ))}
          {st.rows.length === 0 ? <Text style={{ marginTop: 6 }}>No commissions this month.</Text> : null}
        </View>
        <View style={s.totals} wrap={false}>
          <Text style={{ fontWeight: "bold" }}>Total commission (incl. GST): {formatAudCents(st.totalCents)}</Text>
          <Text>GST included: {formatAudCents(st.gstCents)}</Text>
          <Text>
            Paid: {formatAudCents(st.paidCents)} · Unpaid: {formatAudCents(st.totalCents - st.paidCents)}
          </Text>
        </View>
        <View style={s.terms} wrap={false}>
          {st.kind === "rcti" ? (
            <>
              <Text style={s.label}>Recipient created tax invoice agreement</Text>
              {RCTI_AGREEMENT.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </>
          ) : (
            <Text>{REMITTANCE_NOTE}</Text>
          )}
        </View>
        <View style={s.footer} fixed>
          <Text style={s.muted}>
            {title} {st.number}
          </Text>
          <Text style={s.muted} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** The statement as a landscape A4 PDF (as many pages as its rows need). */
export async function statementPdf(st: Statement): Promise<Buffer> {
  return renderToBuffer(<StatementDocument st={st} />);
}
