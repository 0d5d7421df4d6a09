// Issue #36 item 7 (ADR 084): our documents in the shared react-pdf layout, read back as text: every
// party with its ABN/ACN, a long business name whole, every table row, 'Page 1 of N'.
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { commissionDisclosure } from "@/lib/offers/commission-disclosure";
import { offerDisclosure } from "@/lib/offers/disclosure";
import { restatedTerms } from "@/lib/offers/disclosure";
import { SITE } from "@/lib/site";
import { proposalPdf, signedContractPdf, contractPdf, sha256 } from "./pdf";

const offer = {
  lenderName: "Wattle Capital",
  amount: 150_000,
  termMonths: 36,
  repaymentFrequency: "weekly" as const,
  interestRateBps: 795,
  fees: [
    { label: "Establishment fee", amountCents: 99_000, when: "upfront" as const },
    { label: "Monthly account fee", amountCents: 1_000, when: "monthly" as const },
  ],
  earlyRepayment: "Any time after six months, with a break fee of 2% of the balance repaid early.",
  security: "General security agreement over all present and after-acquired property",
  guarantees: "Director's guarantee",
  expiresAt: "2026-12-01T00:00:00Z",
};
const LONG =
  "The Extraordinarily Long-Named Walkabout Plumbing, Gasfitting and Emergency Drainage Services of Greater Melbourne Pty Ltd";

async function text(bytes: Buffer) {
  const { totalPages, text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, " ") };
}

describe("the credit proposal and offer summary", () => {
  it("prints every party with its ABN/ACN, the whole long name, every term and commission row, and page numbers", async () => {
    const terms = offerDisclosure(offer);
    const commission = commissionDisclosure(
      {
        amount: offer.amount,
        termMonths: offer.termMonths,
        interestRateBps: offer.interestRateBps,
        repaymentFrequency: offer.repaymentFrequency,
        fees: offer.fees,
        lender: { commissionRateBps: 150, trailRateBps: 25, trailBasis: "outstanding_balance" },
        partner: { name: "Priya Raman", splitBps: 5000 },
      } as Parameters<typeof commissionDisclosure>[0],
      new Date("2026-11-20T00:00:00Z"),
    );
    const pdf = await proposalPdf(
      {
        applicationNumber: "BF-2026-000777",
        businessName: LONG,
        borrowerName: "Olivia Walker",
        abn: "51824753556",
        acn: "824753556",
        guarantors: ["Olivia Walker", "Samuel James Walker"],
      },
      terms,
      commission,
    );
    const { totalPages, text: t } = await text(pdf);
    expect(t).toContain(LONG);
    expect(t).toContain("ABN 51 824 753 556");
    expect(t).toContain("ACN 824 753 556");
    expect(t).toContain(`${SITE.legalName}`);
    expect(t).toContain(`ABN ${SITE.abn}`);
    expect(t).toContain("Wattle Capital");
    expect(t).toContain("Priya Raman");
    for (const row of restatedTerms(terms)) {
      expect(t).toContain(row.label);
      expect(t).toContain(row.value.replace(/\s+/g, " "));
    }
    for (const who of ["Olivia Walker", "Samuel James Walker"]) expect(t).toContain(who);
    expect(t).toContain(commission.bizfund);
    expect(t).toContain(commission.partner);
    expect(t).toContain(`Page 1 of ${totalPages}`);
    expect(t).toContain("This summary is not your contract");
  }, 60_000);
});

describe("the signature page (signed contract and guarantee)", () => {
  it("keeps the contract's pages and adds the evidence page in the layout", async () => {
    const contract = await contractPdf(
      { applicationNumber: "BF-2026-000778", businessName: "Café Zoë Pty Ltd", borrowerName: "Zoë Martin" },
      offerDisclosure(offer),
    );
    const hash = sha256(contract);
    const signed = await signedContractPdf(contract, {
      signerName: "Zoë Martin",
      consentText: "I agree that typing my name is my signature.",
      signedAt: new Date("2026-11-27T03:00:00Z"),
      ip: "203.0.113.5",
      documentSha256: hash,
    });
    const { text: t } = await text(signed);
    for (const words of [
      "Signature page",
      "Zoë Martin",
      "203.0.113.5",
      hash,
      "I agree that typing my name",
      "Page 1 of 1",
    ])
      expect(t).toContain(words);
  }, 60_000);
});
