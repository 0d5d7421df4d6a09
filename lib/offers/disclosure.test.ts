import { describe, expect, it } from "vitest";
import { formatAud, formatAudCents, formatDateTime, formatPercent } from "@/lib/money/format";
import { loanTerms, type LoanFee } from "@/lib/money/loan-terms";
import { DISCLOSURE_ROWS, offerDisclosure, readFees, restatedTerms } from "./disclosure";

const fees: LoanFee[] = [
  { label: "Establishment fee", amountCents: 49_500, when: "upfront" },
  { label: "Account keeping fee", amountCents: 1_500, when: "monthly" },
  { label: "Discharge fee", amountCents: 15_000, when: "on_exit" },
];
const offer = {
  lenderName: "Prospa",
  amount: 80_000,
  termMonths: 24,
  repaymentFrequency: "fortnightly",
  interestRateBps: 1_450,
  fees,
  earlyRepayment: "No break fee after 6 months.",
  security: "General security agreement",
  guarantees: "Director's guarantee",
  expiresAt: "2026-12-01T05:00:00Z",
};

describe("offer disclosure", () => {
  it("takes every figure from loanTerms() and formats it through the money module", () => {
    const t = loanTerms({ amount: 80_000, termMonths: 24, interestRateBps: 1_450, frequency: "fortnightly", fees });
    const d = offerDisclosure(offer);
    expect(d.amount).toBe(formatAud(80_000));
    expect(d.term).toBe("24 months");
    expect(d.repayment).toBe(`${formatAudCents(t.repaymentCents)} fortnightly (52 repayments)`);
    expect(d.interestRate).toBe(formatPercent(1_450));
    expect(d.apr).toBe(formatPercent(t.aprBps));
    expect(t.aprBps).toBeGreaterThan(1_450);
    expect(d.totalRepayable).toBe(formatAudCents(t.totalRepayableCents));
    expect(d.totalCost).toBe(formatAudCents(t.totalCostCents));
    expect(d.totalInterest).toBe(formatAudCents(t.totalInterestCents));
    expect(d.expiresAt).toBe(formatDateTime(offer.expiresAt));
    expect(d.figures).toMatchObject({
      repaymentCents: t.repaymentCents,
      aprBps: t.aprBps,
      totalRepayableCents: t.totalRepayableCents,
      totalCostCents: t.totalCostCents,
    });
  });

  it("itemises every fee with its timing and total over the term, and the items sum to the total fees", () => {
    const d = offerDisclosure(offer);
    expect(d.fees).toEqual([
      { label: "Establishment fee", charge: "$495.00 at settlement", total: "$495.00", totalCents: 49_500 },
      { label: "Account keeping fee", charge: "$15.00 each month", total: "$360.00", totalCents: 36_000 },
      { label: "Discharge fee", charge: "$150.00 at the end of the loan", total: "$150.00", totalCents: 15_000 },
    ]);
    const sum = d.fees.reduce((s, f) => s + f.totalCents, 0);
    expect(sum).toBe(d.figures.totalFeesCents);
    expect(d.totalFees).toBe(formatAudCents(sum));
    expect(d.figures.totalCostCents).toBe(d.figures.totalInterestCents + sum);
  });

  it("restates the terms for the confirmation, fee by fee", () => {
    const lines = restatedTerms(offerDisclosure(offer));
    expect(lines.map((l) => l.label)).toEqual(
      expect.arrayContaining([
        "Lender",
        "Repayment",
        "Fee: Establishment fee",
        "Fee: Discharge fee",
        "Total repayable",
      ]),
    );
  });

  it("reads stored fees defensively and names every disclosure row once", () => {
    expect(
      readFees([
        { label: "x", amountCents: 1.5, when: "upfront" },
        { label: "y", amountCents: 1, when: "later" },
        null,
      ]),
    ).toEqual([]);
    expect(readFees("nope")).toEqual([]);
    expect(new Set(DISCLOSURE_ROWS.map((r) => r.key)).size).toBe(DISCLOSURE_ROWS.length);
  });
});
