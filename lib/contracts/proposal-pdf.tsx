import "server-only";
import { formatAbn } from "@/lib/abr/client";
import { formatAcn } from "@/lib/applications/client";
import { formatAudCents } from "@/lib/money/client";
import type { CommissionDisclosure } from "@/lib/offers/client";
import { restatedTerms, type Disclosure } from "@/lib/offers/client";
import { BROKER_PARTY, BrandDocument, Paragraph, Parties, Section, Table, renderPdf, type Party } from "@/lib/pdf";
import type { ContractParties } from "./pdf";

/**
 * Our own document (ADR 067, laid out per ADR 084): the 'Credit proposal and offer summary' — the
 * parties with their ABN/ACN, the accepted terms and what BizFund and the referring partner are paid,
 * in tables that wrap. It is not the contract and nobody signs it.
 */
export async function proposalPdf(
  parties: ContractParties,
  terms: Disclosure,
  commission: CommissionDisclosure,
): Promise<Buffer> {
  const borrower: Party = {
    role: "Borrower",
    name: parties.businessName,
    abn: parties.abn ? formatAbn(parties.abn) : null,
    acn: parties.acn ? formatAcn(parties.acn) : null,
    lines: [`Attention: ${parties.borrowerName}`],
  };
  const all: Party[] = [
    borrower,
    { role: "Lender", name: terms.lenderName, lines: ["Issues the loan contract"] },
    BROKER_PARTY,
    ...(commission.partnerName ? [{ role: "Referring partner", name: commission.partnerName }] : []),
  ];
  const paid = [
    [
      "BizFund Australia",
      formatAudCents(commission.bizfundUpfrontCents),
      formatAudCents(commission.bizfundTrailCents),
      commission.bizfund,
    ],
    [
      commission.partnerName ? `Referring partner: ${commission.partnerName}` : "Referring partner",
      formatAudCents(commission.partnerUpfrontCents),
      formatAudCents(commission.partnerTrailCents),
      commission.partner,
    ],
  ];
  const guarantors = parties.guarantors ?? [];
  return renderPdf(
    <BrandDocument
      title="Credit proposal and offer summary"
      subtitle={`Application ${parties.applicationNumber}. Prepared by BizFund Australia (finance broker) for ${parties.businessName}, attention ${parties.borrowerName}.`}
      reference={parties.applicationNumber}
    >
      <Parties parties={all} />
      <Section title="The offer you accepted">
        <Table
          columns={[
            { header: "Term", width: 1 },
            { header: "Detail", width: 2.2 },
          ]}
          rows={restatedTerms(terms).map((t) => [t.label, t.value])}
        />
      </Section>
      {guarantors.length ? (
        <Section title="Directors and guarantors">
          <Paragraph>Each signs the guarantee in the lender&apos;s contract from their own link.</Paragraph>
          <Table columns={[{ header: "Name", width: 1 }]} rows={guarantors.map((g) => [g])} />
        </Section>
      ) : null}
      <Section title="What we and your referring partner are paid">
        <Table
          columns={[
            { header: "Paid to", width: 1.4 },
            { header: "Upfront", width: 0.8, align: "right" },
            { header: "Trail over the term", width: 0.9, align: "right" },
            { header: "In words", width: 1.9 },
          ]}
          rows={paid}
        />
        <Paragraph>{commission.summary}</Paragraph>
      </Section>
      <Section>
        <Paragraph muted>
          This summary is not your contract: {terms.lenderName} issues the contract, which you and each guarantor sign.
        </Paragraph>
      </Section>
    </BrandDocument>,
  );
}
