import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { pdfText, readPdf } from "@/tests/support/pdf-text";
import { offerDisclosure } from "@/lib/offers/disclosure";
import { clickToSign, esignProvider } from "./esign";
import { contractPdf, sha256 } from "./pdf";
import { SIGNING_CONSENT_TEXT } from "./schema";

const terms = offerDisclosure({
  lenderName: "Prospa",
  amount: 40_000,
  termMonths: 12,
  repaymentFrequency: "weekly",
  interestRateBps: 1_500,
  fees: [{ label: "Establishment fee", amountCents: 39_900, when: "upfront" }],
  earlyRepayment: "Any time, no fee.",
  security: "Unsecured",
  guarantees: "Director's guarantee",
  expiresAt: "2026-12-01T00:00:00Z",
});

describe("e-signature adapters", () => {
  it("resolves providers by Contract.provider and refuses an unknown one", () => {
    expect(esignProvider("click")).toBe(clickToSign);
    expect(clickToSign.signsInPortal).toBe(true);
    expect(() => esignProvider("docusign")).toThrow(/not configured/);
  });

  it("generates the contract from the disclosure and signs it with a signature page carrying the evidence", async () => {
    const contract = await contractPdf(
      { applicationNumber: "BF-2026-000123", businessName: "Café Zoë Pty Ltd", borrowerName: "Zoë Martin" },
      terms,
    );
    const text = pdfText(await readPdf(contract)).replace(/\n/g, " ");
    for (const figure of [terms.repayment, terms.apr, terms.totalCost, "Café Zoë Pty Ltd"])
      expect(text).toContain(figure);
    const hash = sha256(contract);
    const signed = await clickToSign.signedDocument(contract, {
      signerName: "Zoë Martin",
      consentText: SIGNING_CONSENT_TEXT,
      signedAt: new Date("2026-11-23T01:02:03Z"),
      ip: "203.0.113.9",
      documentSha256: hash,
    });
    const before = await readPdf(contract);
    const after = await readPdf(signed);
    expect(after.pageCount).toBe(before.pageCount + 1);
    // The signature page is in the shared react-pdf layout (ADR 084): read back with unpdf, as a reader does.
    const { text: pages } = await extractText(new Uint8Array(signed), { mergePages: false });
    const page = pages.at(-1)!.replace(/\s+/g, " ");
    for (const fact of ["Zoë Martin", "203.0.113.9", hash, "2026-11-23T01:02:03.000Z"]) expect(page).toContain(fact);
  }, 60_000);
});
