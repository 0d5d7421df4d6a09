import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rateRange, tierRateBand, TRADITIONAL_LENDER_APPROVAL } from "@/lib/lenders/rate-claims";
import { amortisedRepayment } from "@/lib/money/calculators";
import { productRateBand } from "@/lib/lenders/rate-claims";
import { formatAudCents } from "@/lib/money/format";
import { TERM_OPTIONS } from "@/lib/applications/vocab";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { calculatorSetup } from "@/lib/marketing/calculator-setup";
import { PROMISES } from "@/lib/marketing/promises";
import { INSTANT_QUOTE_ASSUMPTIONS_TEXT, instantQuote, instantQuotePanel } from "@/lib/matching/instant-quote";
import { WorkingCapitalCalculator } from "./calculators";
import { InstantQuote } from "./instant-quote";
import { RatesSection } from "./landing-sections";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

describe("figures the landing page renders", () => {
  it("prices the instant quote by the panel's matching for amount, revenue and term, with its assumptions (ADR 064)", async () => {
    const rows = instantQuotePanel(LENDER_PANEL);
    const expected = (amount: number, annualRevenue: number, termMonths: number) =>
      formatAudCents(instantQuote(rows, { amount, annualRevenue, termMonths }).best!.monthlyRepaymentCents);
    render(<InstantQuote lenders={rows} />);
    const monthly = () => screen.getByTestId("landing-monthly").textContent;
    expect(monthly()).toBe(expected(250_000, 1_500_000, 24));
    expect(screen.getByTestId("landing-rate").textContent).toBe("7.5%");
    expect(screen.getByTestId("landing-assumptions").textContent).toContain(INSTANT_QUOTE_ASSUMPTIONS_TEXT);
    expect(screen.getByTestId("landing-assumptions").textContent).toContain("At 7.5% p.a. over 24 months");
    // Revenue changes the quote: at $200,000 a year fewer lenders lend $250,000, and dearer.
    fireEvent.change(screen.getByRole("slider", { name: "Annual revenue" }), { target: { value: "200000" } });
    expect(monthly()).toBe(expected(250_000, 200_000, 24));
    expect(monthly()).not.toBe(expected(250_000, 1_500_000, 24));
    // At $100,000 nobody on the panel lends it: said, not priced at a made-up rate.
    fireEvent.change(screen.getByRole("slider", { name: "Annual revenue" }), { target: { value: "100000" } });
    expect(monthly()).toBe("No quote");
    // The term is the wizard's, and moves the figure.
    fireEvent.change(screen.getByRole("slider", { name: "Annual revenue" }), { target: { value: "1500000" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Term" }), { target: { value: "60" } });
    expect(monthly()).toBe(expected(250_000, 1_500_000, 60));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(TERM_OPTIONS.map((m) => `${m} months`));
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

  it("amortises the product calculator at its product's panel rates, over the panel's terms for it", () => {
    const setup = calculatorSetup("working-capital");
    expect(setup.rate.minBps).toBe(productRateBand("working_capital").minBps);
    expect(setup.rate.minBps).toBe(790);
    expect(setup.term).toMatchObject({
      min: PROMISES.termsFor("working_capital").min,
      max: PROMISES.termsFor("working_capital").max,
    });
    render(<WorkingCapitalCalculator {...setup} />);
    // $250,000 over 12 months at the panel's lowest working-capital rate, 7.9% p.a. (ADR 062).
    expect(screen.getByTestId("wc-monthly").textContent).toContain(
      formatAudCents(amortisedRepayment(250_000, 790, 12).monthlyCents),
    );
    expect(screen.getByTestId("wc-monthly-highest").textContent).toContain(
      formatAudCents(amortisedRepayment(250_000, setup.rate.maxBps, 12).monthlyCents),
    );
    expect(screen.getByTestId("wc-monthly-assumptions").textContent).toContain(
      "At 7.9% p.a. over 12 months, amortising monthly; fees excluded.",
    );
    const term = screen.getByRole("slider", { name: "Term (months)" });
    expect([term.getAttribute("min"), term.getAttribute("max")]).toEqual(["12", "60"]);
  });
});
