/**
 * The landing page's instant quote prices as the panel would quote the business its assumptions
 * describe (issue #37 item 4, ADR 064): the same matching, on the full panel, for every amount,
 * revenue and term on a grid; revenue moves it.
 */
import { describe, expect, it } from "vitest";
import { TERM_OPTIONS } from "@/lib/applications/vocab";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { matchLenders } from "./index";
import {
  INSTANT_QUOTE_ASSUMPTIONS,
  INSTANT_QUOTE_ASSUMPTIONS_TEXT,
  instantQuote,
  instantQuotePanel,
} from "./instant-quote";

const rows = instantQuotePanel(LENDER_PANEL);

describe("the instant quote", () => {
  it("gives the full panel's best quote for the assumed business, at every amount, revenue and term", () => {
    for (const amount of [10_000, 50_000, 150_000, 250_000, 500_000, 1_000_000])
      for (const annualRevenue of [100_000, 300_000, 1_500_000, 10_000_000])
        for (const termMonths of TERM_OPTIONS) {
          const full = matchLenders(
            {
              loanAmount: amount,
              termMonths,
              monthlyTurnover: Math.floor(annualRevenue / 12),
              industry: null,
              ...INSTANT_QUOTE_ASSUMPTIONS,
            },
            LENDER_PANEL,
          ).filter((m) => m.eligible);
          const q = instantQuote(rows, { amount, annualRevenue, termMonths });
          const where = `${amount} ${annualRevenue} ${termMonths}`;
          expect(q.matched, where).toBe(full.length);
          expect(q.best, where).toEqual(full[0]?.quote ?? null);
        }
  });

  it("changes with revenue: a smaller business gets fewer lenders, a dearer rate, or no quote", () => {
    const at = (annualRevenue: number) => instantQuote(rows, { amount: 250_000, annualRevenue, termMonths: 24 });
    expect(at(1_500_000).best!.rateBps).toBe(750);
    expect(at(200_000).matched).toBeLessThan(at(1_500_000).matched);
    expect(at(200_000).best!.rateBps).toBeGreaterThan(at(1_500_000).best!.rateBps);
    expect(at(100_000).best).toBeNull();
    expect(at(100_000).basis).toMatch(/No lender on our panel would quote/);
  });

  it("states its basis and assumptions, and ships compact rows, not the panel", () => {
    const q = instantQuote(rows, { amount: 250_000, annualRevenue: 1_500_000, termMonths: 24 });
    expect(q.basis).toBe(
      `At 7.5% p.a. over 24 months, the lowest-cost of ${q.matched} matching lenders' quotes, amortising monthly; establishment fee excluded.`,
    );
    expect(INSTANT_QUOTE_ASSUMPTIONS_TEXT).toBe(
      "Assumes a business with Good (650-749) credit, 2-5y trading, borrowing for business growth; monthly turnover is annual revenue / 12.",
    );
    expect(rows.length).toBeLessThan(LENDER_PANEL.length); // prime lenders that refuse growth, say, are left out
    expect(JSON.stringify(rows).length).toBeLessThan(3_000);
  });
});
