import { describe, expect, it } from "vitest";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { matchLenders } from "@/lib/matching";
import { isWizardTerm } from "@/lib/money/calculators";
import { exampleFacts } from "@/tests/support/wizard-answers";
import {
  amountRateBand,
  PANEL_PRODUCTS,
  PANEL_RATE_BAND,
  productRateBand,
  rateFrom,
  rateRange,
  REPRESENTATIVE,
  representativeExampleText,
  representativeRepayment,
  tierRateBand,
  wizardEstimate,
} from "./rate-claims";

const lowest = (rates: number[]) => Math.min(...rates);

describe("rate claims come from the lender panel", () => {
  it("quotes the panel's lowest rate overall and per product", () => {
    expect(PANEL_RATE_BAND.minBps).toBe(lowest(LENDER_PANEL.map((l) => l.rateMinBps)));
    expect(PANEL_RATE_BAND.maxBps).toBe(Math.max(...LENDER_PANEL.map((l) => l.rateMaxBps)));
    for (const product of PANEL_PRODUCTS) {
      const offering = LENDER_PANEL.filter((l) => l.products.includes(product));
      expect(offering.length, product).toBeGreaterThan(0);
      expect(productRateBand(product).minBps, product).toBe(lowest(offering.map((l) => l.rateMinBps)));
    }
    expect(rateFrom()).toBe("from 6.9%");
    expect(rateFrom("working_capital")).toBe("from 7.9%");
    expect(rateRange()).toBe("6.9%-24.9%");
  });

  it("names every product a lender on the panel offers", () => {
    const offered = new Set(LENDER_PANEL.flatMap((l) => l.products));
    expect([...offered].sort()).toEqual([...PANEL_PRODUCTS].sort());
  });

  it("follows the panel when a lender's band changes", () => {
    const cheaper = LENDER_PANEL.map((l) => (l.products.includes("invoice") ? { ...l, rateMinBps: 555 } : l));
    expect(productRateBand("invoice", cheaper).minBps).toBe(555);
    expect(() => productRateBand("invoice", [])).toThrow(RangeError);
  });

  it("gives each tier its own band and each amount band the lenders lending in it", () => {
    expect(rateRange(tierRateBand("prime"))).toBe("6.9%-9.9%");
    expect(rateRange(tierRateBand("near_prime"))).toBe("9.9%-14.9%");
    expect(rateRange(tierRateBand("alt_doc"))).toBe("12.9%-24.9%");
    const small = LENDER_PANEL.filter((l) => l.minAmount <= 49_999);
    expect(amountRateBand(10_000, 49_999).minBps).toBe(lowest(small.map((l) => l.rateMinBps)));
  });
});

describe("the representative example", () => {
  it("amortises $150,000 over 24 months (a term the wizard offers) at 11.9%, a rate inside the panel's bands", () => {
    expect(isWizardTerm(REPRESENTATIVE.months)).toBe(true);
    expect(REPRESENTATIVE.rateBps).toBeGreaterThanOrEqual(PANEL_RATE_BAND.minBps);
    expect(REPRESENTATIVE.rateBps).toBeLessThanOrEqual(PANEL_RATE_BAND.maxBps);
    const nearPrime = tierRateBand("near_prime");
    expect(REPRESENTATIVE.rateBps).toBeGreaterThanOrEqual(nearPrime.minBps);
    expect(REPRESENTATIVE.rateBps).toBeLessThanOrEqual(nearPrime.maxBps);
    expect(representativeRepayment().monthlyCents).toBe(705_402);
    expect(representativeExampleText()).toBe(
      "$150,000 over 24 months at 11.9% p.a.: $7,054.02 a month, $169,296.48 in total, amortising; fees excluded.",
    );
  });

  it("prices the landing page's instant quote at the same rate and term", () => {
    expect(representativeRepayment(250_000).monthlyCents).toBe(1_175_670);
    expect(representativeRepayment(150_000)).toEqual(representativeRepayment());
  });
});

describe("the wizard's estimate", () => {
  it("shows the best quote's repayment, to the cent, at the best quote's rate", () => {
    const facts = exampleFacts;
    const best = matchLenders(facts, LENDER_PANEL).find((m) => m.rank === 1)!;
    const e = wizardEstimate(facts.loanAmount, facts.termMonths, best.quote!.rateBps);
    expect(e.rateBps).toBe(best.quote!.rateBps);
    expect(e.repayment.monthlyCents).toBe(best.quote!.monthlyRepaymentCents);
    expect(e.repayment.totalRepayableCents).toBe(best.quote!.totalRepayableCents);
    expect(e.assumptions).toContain("your best quote's rate");
  });

  it("falls back to the representative rate, and says so, when no lender matches", () => {
    const e = wizardEstimate(150_000, 24);
    expect(e.rateBps).toBe(REPRESENTATIVE.rateBps);
    expect(e.repayment.monthlyCents).toBe(705_402);
    expect(e.assumptions).toBe(
      "At 11.9% p.a. (the representative rate) over 24 months, amortising monthly; fees excluded.",
    );
  });
});
