import "server-only";
import { formatDateTime } from "@/lib/money/client";
import { BrandDocument, Paragraph, Section, Table, renderPdf } from "@/lib/pdf";
import type { SignatureEvidence } from "./pdf";

/**
 * The signature page appended to a signed contract or guarantee (ADR 067, laid out per ADR 084):
 * who signed, when (Melbourne time and UTC), from which IP, the SHA-256 of the document signed, and
 * the consent given word for word. Only new signatures get it; documents already signed keep their bytes.
 */
export async function signaturePagePdf(evidence: SignatureEvidence): Promise<Buffer> {
  return renderPdf(
    <BrandDocument title="Signature page" reference={`SHA-256 ${evidence.documentSha256.slice(0, 16)}…`}>
      <Section title="Signature evidence">
        <Table
          columns={[
            { header: "Record", width: 1 },
            { header: "Value", width: 3 },
          ]}
          rows={[
            ["Signed by", evidence.signerName],
            ["Signed at", `${formatDateTime(evidence.signedAt)} (Melbourne time) — ${evidence.signedAt.toISOString()}`],
            ["From IP address", evidence.ip],
          ]}
        />
      </Section>
      {/* On a line of its own, the full width: 64 characters never wrap there (a table cell may split them). */}
      <Section title="SHA-256 of the document signed">
        <Paragraph>{evidence.documentSha256}</Paragraph>
      </Section>
      <Section title="Consent given">
        <Paragraph>{evidence.consentText}</Paragraph>
      </Section>
    </BrandDocument>,
  );
}
