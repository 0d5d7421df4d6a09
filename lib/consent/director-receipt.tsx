import "server-only";
import { formatDateTime } from "@/lib/money/client";
import { BROKER_PARTY, BrandDocument, Paragraph, Parties, Section, Table, renderPdf } from "@/lib/pdf";
import { ENQUIRY_WORDS, type CreditEnquiryKind } from "./text";

/**
 * A director's consent receipt (ADR 083, laid out per ADR 084): the person, how they were identified,
 * the time, the IP, the text version and its exact words, and the lenders with the enquiry each
 * makes. Stored with the file and e-mailed to the director.
 */
export interface DirectorReceiptRow {
  id: string;
  name: string;
  typedName: string;
  via: string;
  at: Date;
  ip: string | null;
  textVersion: string;
  lenders: { name: string; enquiry: CreditEnquiryKind }[];
  text: string;
}

export async function directorReceiptPdf(r: {
  applicationNumber: string;
  businessName: string;
  rows: DirectorReceiptRow[];
}) {
  return renderPdf(
    <BrandDocument
      title="Director's consent receipt"
      subtitle={`Application ${r.applicationNumber}: ${r.businessName}`}
      reference={r.applicationNumber}
    >
      <Parties parties={[{ role: "Business", name: r.businessName }, BROKER_PARTY]} />
      {r.rows.map((row) => (
        <Section key={row.id} title={`${row.name}: consented on ${formatDateTime(row.at)}`}>
          <Table
            columns={[
              { header: "Record", width: 1 },
              { header: "Value", width: 2.5 },
            ]}
            rows={[
              ["Signed as", row.typedName],
              ["Identified by", row.via],
              ["Time (UTC)", row.at.toISOString()],
              ["IP address", row.ip ?? "not recorded"],
              ["Consent text version", row.textVersion],
              ["Record", row.id],
            ]}
          />
          <Table
            label="Lenders that will check the director's credit"
            columns={[
              { header: "Lender", width: 1 },
              { header: "Credit check", width: 2.5 },
            ]}
            rows={row.lenders.map((l) => [l.name, ENQUIRY_WORDS[l.enquiry]])}
          />
          <Paragraph>{row.text}</Paragraph>
        </Section>
      ))}
    </BrandDocument>,
  );
}
