import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  PANEL_RATE_BAND,
  rateRange,
  REPRESENTATIVE_ASSUMPTIONS,
  representativeRepayment,
  tierRateBand,
  TRADITIONAL_LENDER_APPROVAL,
} from "@/lib/lenders/rate-claims";
import { amortisedRepayment, formatRate } from "@/lib/money/calculators";
import { productRateBand } from "@/lib/lenders/rate-claims";
import { formatAudCents } from "@/lib/money/format";
import { WorkingCapitalCalculator } from "./calculators";
import { InstantQuote } from "./instant-quote";
import { RatesSection } from "./landing-sections";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

describe("figures the landing page renders", () => {
  it("prices the instant quote like the representative example, with its assumptions beside it", async () => {
    render(<InstantQuote panelRateFromBps={PANEL_RATE_BAND.minBps} />);
    expect(screen.getByTestId("landing-monthly").textContent).toContain("$11,756.70");
    expect(screen.getByTestId("landing-monthly").textContent).toContain(
      formatAudCents(representativeRepayment(250_000).monthlyCents),
    );
    expect(screen.getByTestId("landing-rate-from").textContent).toContain(formatRate(PANEL_RATE_BAND.minBps));
    expect(screen.getByTestId("landing-assumptions").textContent).toContain(REPRESENTATIVE_ASSUMPTIONS);
    // The browser moves the range input (its keys are checked in Chromium, tests/e2e/marketing.spec.ts).
    fireEvent.change(screen.getByRole("slider", { name: "Funding amount" }), { target: { value: "150000" } });
    // At $150,000 the instant quote is the representative example's $7,054.02.
    expect(screen.getByTestId("landing-monthly").textContent).toContain("$7,054.02");
  });

  it("shows each tier's panel band and one time for traditional lenders", () => {
    render(<RatesSection />);
    const table = screen.getByRole("table");
    const rate = within(table).getByRole("row", { name: /Rate \(p\.a\.\)/ });
    expect(
      within(rate)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual((["prime", "near_prime", "alt_doc"] as const).map((t) => rateRange(tierRateBand(t))));
    const traditional = within(table).getByRole("row", { name: /Traditional lenders/ });
    expect(
      within(traditional)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(Array(3).fill(TRADITIONAL_LENDER_APPROVAL));
  });

  it("amortises the product calculator at the rate and term it states", () => {
    const rateBps = productRateBand("working_capital").minBps;
    expect(rateBps).toBe(790);
    render(<WorkingCapitalCalculator rateBps={rateBps} />);
    // $250,000 over 12 months at the panel's lowest working-capital rate, 7.9% p.a. (ADR 062).
    expect(screen.getByTestId("wc-monthly").textContent).toContain(
      formatAudCents(amortisedRepayment(250_000, 790, 12).monthlyCents),
    );
    expect(screen.getByTestId("wc-monthly").textContent).not.toContain("$22,200.50");
    expect(screen.getByTestId("wc-monthly-assumptions").textContent).toContain(
      "At 7.9% p.a. over 12 months, amortising monthly; fees excluded.",
    );
  });
});
