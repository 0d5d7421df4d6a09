import { describe, expect, it } from "vitest";
import { amortisedRepayment } from "@/lib/money/calculators";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { exampleFacts } from "@/tests/support/wizard-answers";
import {
  commonReasons,
  matchLenders,
  monthlyRepaymentCents,
  quoteFor,
  reasonsAgainst,
  type ApplicationFacts,
} from "@/lib/matching";

const base: ApplicationFacts = exampleFacts;

describe("lender panel", () => {
  it("has 20+ lenders with unique slugs and sane bands", () => {
    expect(LENDER_PANEL.length).toBeGreaterThanOrEqual(20);
    expect(new Set(LENDER_PANEL.map((l) => l.slug)).size).toBe(LENDER_PANEL.length);
    for (const l of LENDER_PANEL) {
      expect(l.minAmount).toBeLessThanOrEqual(l.maxAmount);
      expect(l.rateMinBps).toBeLessThan(l.rateMaxBps);
      expect(l.rateMinBps).toBeGreaterThanOrEqual(690);
      expect(l.rateMaxBps).toBeLessThanOrEqual(2490);
    }
  });
});

describe("matching", () => {
  it("prices quotes with the one repayment formula in lib/money", () => {
    // $150,000 over 24 months at 11.9% p.a. is $7,054.02 a month, as the wizard's estimate shows it.
    expect(monthlyRepaymentCents(150_000, 1190, 24)).toBe(amortisedRepayment(150_000, 1190, 24).monthlyCents);
    expect(monthlyRepaymentCents(150_000, 1190, 24)).toBe(705_402);
    expect(monthlyRepaymentCents(12_000, 0, 12)).toBe(100_000);
  });

  it("explains each refusal", () => {
    const lender = LENDER_PANEL.find((l) => l.slug === "southern-cross-business-bank")!;
    const reasons = reasonsAgainst(lender, {
      ...base,
      loanAmount: 20_000,
      monthlyTurnover: 10_000,
      creditProfile: "poor",
      timeInBusiness: "0-6m",
    });
    expect(reasons).toEqual([
      "Minimum loan is $50,000",
      "Needs monthly turnover of at least $40,000",
      "Needs at least 24 months trading, you have 0",
      "Credit profile outside this lender's policy",
    ]);
  });

  it("caps by turnover multiple", () => {
    const lender = LENDER_PANEL.find((l) => l.slug === "quickfund-direct")!;
    expect(reasonsAgainst(lender, { ...base, loanAmount: 100_000, monthlyTurnover: 50_000 })).toContain(
      "Lends up to $75,000 at this turnover",
    );
  });

  it("ranks eligible lenders by total cost and prices better credit lower", () => {
    const results = matchLenders(base, LENDER_PANEL);
    expect(results).toHaveLength(LENDER_PANEL.length);
    const eligible = results.filter((r) => r.eligible);
    expect(eligible.length).toBeGreaterThan(3);
    eligible.forEach((r, i) => {
      expect(r.rank).toBe(i + 1);
      if (i > 0) expect(r.quote!.totalCostCents).toBeGreaterThanOrEqual(eligible[i - 1]!.quote!.totalCostCents);
    });
    expect(results.filter((r) => !r.eligible).every((r) => r.reasons.length > 0 && r.quote === undefined)).toBe(true);
    const lender = LENDER_PANEL[0]!;
    expect(quoteFor(lender, { ...base, creditProfile: "excellent" }).rateBps).toBeLessThan(
      quoteFor(lender, { ...base, creditProfile: "good" }).rateBps,
    );
  });

  it("a poor-credit start-up still finds alt-doc lenders only", () => {
    const results = matchLenders(
      { ...base, loanAmount: 30_000, creditProfile: "poor", timeInBusiness: "6m-1y", monthlyTurnover: 30_000 },
      LENDER_PANEL,
    );
    const eligible = results.filter((r) => r.eligible);
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((r) => r.tier === "alt_doc")).toBe(true);
  });
});

describe("matching bounds", () => {
  const lender = LENDER_PANEL.find((l) => l.slug === "wattle-capital")!; // $25k-$500k, 12-60 months, $25k turnover, 24 months
  it("accepts exactly at each bound and refuses one step outside", () => {
    const at = {
      ...base,
      loanAmount: lender.minAmount,
      termMonths: 12,
      monthlyTurnover: lender.minMonthlyTurnover,
      timeInBusiness: "2-5y",
    };
    expect(reasonsAgainst(lender, at)).toEqual([]);
    expect(reasonsAgainst(lender, { ...at, loanAmount: lender.maxAmount })).toEqual([]);
    expect(reasonsAgainst(lender, { ...at, loanAmount: lender.minAmount - 1 })).toEqual(["Minimum loan is $25,000"]);
    expect(reasonsAgainst(lender, { ...at, loanAmount: lender.maxAmount + 1 })).toEqual(["Maximum loan is $500,000"]);
    expect(reasonsAgainst(lender, { ...at, monthlyTurnover: lender.minMonthlyTurnover - 1 })).toEqual([
      "Needs monthly turnover of at least $25,000",
    ]);
    expect(reasonsAgainst(lender, { ...at, timeInBusiness: "1-2y" })).toEqual([
      "Needs at least 24 months trading, you have 12",
    ]);
    expect(reasonsAgainst(lender, { ...at, termMonths: 84 })).toEqual(["Terms of 12-60 months only"]);
  });
});

describe("commonReasons", () => {
  it("lists the refusals most lenders gave, most common first, ignoring eligible lenders", () => {
    const results = [
      { eligible: false, reasons: ["Credit profile outside this lender's policy", "Does not fund this purpose"] },
      { eligible: false, reasons: ["Credit profile outside this lender's policy"] },
      { eligible: true, reasons: ["Does not fund this purpose"] },
      { eligible: false, reasons: ["Needs at least 24 months trading, you have 6"] },
    ];
    expect(commonReasons(results, 2)).toEqual([
      "Credit profile outside this lender's policy",
      "Does not fund this purpose",
    ]);
    expect(commonReasons([{ eligible: true, reasons: [] }])).toEqual([]);
  });
});
