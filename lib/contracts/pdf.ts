import "server-only";
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { textPdf, type PdfLine } from "@/lib/documents/pdf";
import { restatedTerms, type Disclosure } from "@/lib/offers/client";
import { signaturePagePdf } from "./signature-page";

/** The contract's facts beyond the offer: who borrows, for which application. */
export interface ContractParties {
  applicationNumber: string;
  businessName: string;
  borrowerName: string;
  /** The borrower's ABN and ACN, printed with the party on our documents (ADR 084). */
  abn?: string | null;
  acn?: string | null;
  /** The directors and guarantors named in the full application, who each sign the guarantee. */
  guarantors?: string[];
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

/**
 * The loan contract as the simulated lender issues it (its adapter's contract, ADR 067): the parties,
 * the disclosure's terms and the guarantee. A real lender's contract is uploaded by staff.
 */
export async function contractPdf(parties: ContractParties, terms: Disclosure): Promise<Buffer> {
  const guarantors = parties.guarantors ?? [];
  const lines: PdfLine[] = [
    { text: "Business loan contract", bold: true },
    `Issued by ${terms.lenderName}`,
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
    ...(guarantors.length
      ? [
          { text: "Guarantee", bold: true },
          "Each guarantor named below guarantees the borrower's obligations under this contract and signs separately.",
          ...guarantors.map((g) => ({ text: g, bullet: true })),
          "",
        ]
      : []),
    "Signed electronically through BizFund Australia: see the signature page.",
  ];
  return textPdf(lines, { title: `Loan contract ${parties.applicationNumber}` });
}

export { proposalPdf } from "./proposal-pdf";

/** The signed contract: the contract as shown to the signer, plus a signature page with the evidence. */
export async function signedContractPdf(contract: Buffer, evidence: SignatureEvidence): Promise<Buffer> {
  const page = await signaturePagePdf(evidence);
  const out = await PDFDocument.load(contract);
  const extra = await PDFDocument.load(page);
  for (const p of await out.copyPages(extra, extra.getPageIndices())) out.addPage(p);
  return Buffer.from(await out.save());
}
