import "server-only";
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatAbn } from "@/lib/abr/client";
import { formatAudCents, formatDate, formatMonth, formatPercent } from "@/lib/money/client";
import { BROKER_PARTY, BrandDocument, Paragraph, Parties, Section, Table, renderPdf } from "@/lib/pdf";
import { STATEMENT_COLUMNS, rowGstCents, type Statement } from "./statement";
import { RCTI_AGREEMENT, REMITTANCE_NOTE, STATEMENT_TITLES } from "./tax-invoice";

/*
 * The commission statement (issue 35 item 3, ADR 074) in the house PDF layout (lib/pdf, ADR 084):
 * the brand header, both parties with their ABNs, a table whose header repeats on every page and
 * whose cells wrap (nothing is cut), totals with GST, the RCTI agreement or the remittance note, and
 * 'Page N of M'. Landscape A4: twelve columns.
 */

/** Each column's share of the width, in STATEMENT_COLUMNS order; the amounts and percentages align right. */
const WIDTHS = [54, 74, 74, 164, 62, 40, 44, 56, 56, 28, 58, 60] as const;
const RIGHT = new Set([4, 5, 6, 7, 8]);
const COLUMNS = STATEMENT_COLUMNS.map((header, i) => ({
  header,
  width: WIDTHS[i] ?? 50,
  align: RIGHT.has(i) ? ("right" as const) : ("left" as const),
}));

const s = StyleSheet.create({
  totals: { marginTop: 8, alignItems: "flex-end", gap: 2 },
});

function StatementDocument({ st }: { st: Statement }) {
  const supplierName = st.supplier.legalName || st.supplier.personName;
  return (
    <BrandDocument
      title={STATEMENT_TITLES[st.kind]}
      subtitle={`Number ${st.number} · Issued ${formatDate(st.issuedAt)} · Commission for ${formatMonth(st.month)}`}
      reference={st.number}
      landscape
      compact
    >
      <Parties
        parties={[
          { ...BROKER_PARTY, role: "Recipient (issuer)" },
          {
            role: "Supplier (partner)",
            name: supplierName,
            lines: [
              st.supplier.legalName && st.supplier.legalName !== st.supplier.personName
                ? `Contact: ${st.supplier.personName}`
                : null,
              st.supplier.abn ? `ABN ${formatAbn(st.supplier.abn)}` : "No ABN given",
              st.supplier.gstRegistered && st.supplier.abn ? "Registered for GST" : "Not registered for GST",
            ],
          },
        ]}
      />
      <Section>
        <Table
          columns={COLUMNS}
          rows={st.rows.map((r) => [
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
          ])}
        />
        {st.rows.length === 0 ? <Paragraph>No commissions this month.</Paragraph> : null}
      </Section>
      <View style={s.totals} wrap={false}>
        <Text style={{ fontWeight: "bold" }}>Total commission (incl. GST): {formatAudCents(st.totalCents)}</Text>
        <Text>GST included: {formatAudCents(st.gstCents)}</Text>
        <Text>
          Paid: {formatAudCents(st.paidCents)} · Unpaid: {formatAudCents(st.totalCents - st.paidCents)}
        </Text>
      </View>
      <View wrap={false}>
        {st.kind === "rcti" ? (
          <Section title="Recipient created tax invoice agreement">
            {RCTI_AGREEMENT.map((line) => (
              <Paragraph key={line}>{line}</Paragraph>
            ))}
          </Section>
        ) : (
          <Section>
            <Paragraph>{REMITTANCE_NOTE}</Paragraph>
          </Section>
        )}
      </View>
    </BrandDocument>
  );
}

/** The statement as a landscape A4 PDF (as many pages as its rows need). */
export async function statementPdf(st: Statement): Promise<Buffer> {
  return renderPdf(<StatementDocument st={st} />);
}
