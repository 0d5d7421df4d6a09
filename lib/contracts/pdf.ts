import "server-only";
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { textPdf, type PdfLine } from "@/lib/documents/pdf";
import { formatDateTime } from "@/lib/money/format";
import { restatedTerms, type Disclosure } from "@/lib/offers/disclosure";

/** The contract's facts beyond the offer: who borrows, for which application. */
export interface ContractParties {
  applicationNumber: string;
  businessName: string;
  borrowerName: string;
}

/** What the signature page records (and Contract stores). */
export interface SignatureEvidence {
  signerName: string;
  consentText: string;
  signedAt: Date;
  ip: string;
  documentSha256: string;
}

export const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The loan contract generated from the accepted offer: the parties, then the disclosure's terms. */
export async function contractPdf(parties: ContractParties, terms: Disclosure): Promise<Buffer> {
  const lines: PdfLine[] = [
    { text: "Business loan contract", bold: true },
    `Application ${parties.applicationNumber}`,
    "",
    { text: "Parties", bold: true },
    `Lender: ${terms.lenderName}`,
    `Borrower: ${parties.businessName}, represented by ${parties.borrowerName}`,
    "Arranged by BizFund Australia as finance broker.",
    "",
    { text: "Key terms", bold: true },
    ...restatedTerms(terms).map((t) => ({ text: `${t.label}: ${t.value}`, bullet: true })),
    "",
    { text: "Agreement", bold: true },
    "The borrower agrees to borrow the loan amount from the lender and to repay it with interest and the fees above, " +
      "on the repayment schedule above. The lender's standard terms and conditions form part of this contract.",
    "",
    "Signed electronically through BizFund Australia: see the signature page.",
  ];
  return textPdf(lines, { title: `Loan contract ${parties.applicationNumber}` });
}

/** The signed contract: the contract as shown to the signer, plus a signature page with the evidence. */
export async function signedContractPdf(contract: Buffer, evidence: SignatureEvidence): Promise<Buffer> {
  const page = await textPdf(
    [
      { text: "Signature page", bold: true },
      "",
      `Signed by: ${evidence.signerName}`,
      `Signed at: ${formatDateTime(evidence.signedAt)} (Melbourne time) — ${evidence.signedAt.toISOString()}`,
      `From IP address: ${evidence.ip}`,
      `SHA-256 of the contract signed: ${evidence.documentSha256}`,
      "",
      { text: "Consent given", bold: true },
      evidence.consentText,
    ],
    { title: "Signature page" },
  );
  const out = await PDFDocument.load(contract);
  const extra = await PDFDocument.load(page);
  for (const p of await out.copyPages(extra, extra.getPageIndices())) out.addPage(p);
  return Buffer.from(await out.save());
}
