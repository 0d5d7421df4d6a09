import { describe, expect, it } from "vitest";
import { matchLenders } from "@/lib/matching";
import { monthlyRepaymentCents } from "@/lib/money/calculators";
import { eligibleCount, HERO_EXAMPLE, heroQuotes } from "./example-quotes";
import { LENDER_PANEL } from "./panel-data";

describe("the hero's quote comparison", () => {
  it("shows the panel's three cheapest quotes for the example, in rank order", () => {
    const quotes = heroQuotes();
    const ranked = matchLenders(HERO_EXAMPLE, LENDER_PANEL).filter((m) => m.eligible);
    expect(quotes.map((q) => q.lenderName)).toEqual(ranked.slice(0, 3).map((m) => m.lenderName));
    expect(quotes.map((q) => q.rank)).toEqual([1, 2, 3]);
    for (let i = 1; i < quotes.length; i++)
      expect(quotes[i]!.quote.totalCostCents).toBeGreaterThanOrEqual(quotes[i - 1]!.quote.totalCostCents);
  });

  it("prices each quote with the money module at a rate inside the lender's band", () => {
    for (const q of heroQuotes()) {
      const lender = LENDER_PANEL.find((l) => l.name === q.lenderName)!;
      expect(q.quote.rateBps).toBeGreaterThanOrEqual(lender.rateMinBps);
      expect(q.quote.rateBps).toBeLessThanOrEqual(lender.rateMaxBps);
      expect(q.quote.monthlyRepaymentCents).toBe(
        monthlyRepaymentCents(HERO_EXAMPLE.loanAmount, q.quote.rateBps, HERO_EXAMPLE.termMonths),
      );
    }
  });

  it("counts the lenders that matched", () => {
    expect(eligibleCount()).toBe(matchLenders(HERO_EXAMPLE, LENDER_PANEL).filter((m) => m.eligible).length);
    expect(eligibleCount()).toBeGreaterThanOrEqual(3);
  });
});
