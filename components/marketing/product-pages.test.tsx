import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  APPROVAL_WITH_US,
  PANEL_PRODUCTS,
  REPRESENTATIVE,
  TRADITIONAL_LENDER_APPROVAL,
  rateFrom,
} from "@/lib/lenders/rate-claims";
import { PRODUCT_PAGES } from "@/lib/marketing/content-products";
import type { Block } from "@/lib/marketing/types";
import {
  PRODUCT_CALCULATORS,
  amortisedRepayment,
  drawnInterestAssumptions,
  drawnInterestMonthlyCents,
  repaymentAssumptions,
  type ProductCalculator,
} from "@/lib/money/calculators";
import { CALCULATOR_PRODUCT, calculatorSetup } from "@/lib/marketing/calculator-setup";
import { PROMISES } from "@/lib/marketing/promises";
import { formatAudCents } from "@/lib/money/format";
import { ProductRepaymentCalculator } from "./calculators";
import { productRateBand } from "@/lib/lenders/rate-claims";

const blocks = <K extends Block["kind"]>(page: (typeof PRODUCT_PAGES)[number], kind: K) =>
  page.blocks.filter((b): b is Extract<Block, { kind: K }> => b.kind === kind);

describe("product pages (issue 18 item 9: calculator, comparison and FAQs)", () => {
  it.each(PRODUCT_PAGES.map((p) => [p.path, p] as const))(
    "%s has a comparison from the panel's rates and the shared timings, and its own FAQs",
    (_path, page) => {
      const [comparison] = blocks(page, "table").filter((t) => t.id === "comparison");
      expect(comparison).toBeDefined();
      const row = (label: string) => comparison!.rows.find((r) => r[0] === label)!;
      expect(row("Approval").slice(1)).toEqual([APPROVAL_WITH_US, TRADITIONAL_LENDER_APPROVAL]);
      // "from X%" is the lowest rate of a product some panel lender offers, the same in the FAQ.
      const from = /from [\d.]+%/.exec(row("Rates")[1]!)?.[0];
      expect(PANEL_PRODUCTS.map((p) => rateFrom(p))).toContain(from);
      const faq = blocks(page, "faq").find((f) => f.id === "faq");
      expect(faq?.items.length).toBeGreaterThanOrEqual(5);
      expect(faq!.items.find((i) => i.q === "What rate will I pay?")?.a).toMatch(
        new RegExp(`on our lender panel start ${from} p\\.a\\.`),
      );
    },
  );

  it("puts a repayment calculator on every page of an amortising product", () => {
    const withCalculator = PRODUCT_PAGES.filter((p) => blocks(p, "calculator").length).map((p) => p.path);
    expect(withCalculator.sort()).toEqual(
      [
        "/working-capital",
        "/products/line-of-credit",
        "/products/cash-flow",
        "/products/equipment-finance",
        "/products/seasonal-finance",
        "/products/expansion-capital",
      ].sort(),
    );
    for (const p of PRODUCT_PAGES.filter((page) => blocks(page, "calculator").length))
      expect(p.hero?.secondary?.href, p.path).toBe("#calculator");
  });

  it.each((Object.keys(PRODUCT_CALCULATORS) as ProductCalculator[]).filter((w) => w !== "line-of-credit"))(
    "the %s calculator amortises with the money module at its product's panel rates, over the panel's terms (ADR 064)",
    async (which) => {
      const c = PRODUCT_CALCULATORS[which];
      const setup = calculatorSetup(which);
      const product = CALCULATOR_PRODUCT[which];
      expect(setup.rate).toEqual(productRateBand(product));
      expect(setup.rate.minBps).not.toBe(REPRESENTATIVE.rateBps);
      const terms = PROMISES.termsFor(product);
      expect(setup.term).toMatchObject({ min: terms.min, max: terms.max });
      render(<ProductRepaymentCalculator which={which} {...setup} />);
      const shown = () => screen.getByTestId(`${which}-monthly`).textContent;
      const months = setup.term.default;
      expect(months).toBeGreaterThanOrEqual(terms.min);
      expect(shown()).toBe(
        formatAudCents(amortisedRepayment(c.amount.default, setup.rate.minBps, months).monthlyCents),
      );
      expect(screen.getByTestId(`${which}-monthly-highest`).textContent).toContain(
        formatAudCents(amortisedRepayment(c.amount.default, setup.rate.maxBps, months).monthlyCents),
      );
      expect(screen.getByTestId(`${which}-monthly-assumptions`).textContent).toContain(
        repaymentAssumptions(setup.rate.minBps, months),
      );
      const term = screen.getByRole("slider", { name: "Term (months)" });
      expect([term.getAttribute("min"), term.getAttribute("max")]).toEqual([String(terms.min), String(terms.max)]);
      // One step up the amount slider moves the figure by the money module's amount, not another formula.
      fireEvent.change(screen.getByRole("slider", { name: c.amountLabel }), {
        target: { value: String(c.amount.default + c.amount.step) },
      });
      expect(shown()).toBe(
        formatAudCents(amortisedRepayment(c.amount.default + c.amount.step, setup.rate.minBps, months).monthlyCents),
      );
    },
  );

  it("shows the line of credit as interest on the drawn balance, not an amortising loan (ADR 064)", () => {
    const c = PRODUCT_CALCULATORS["line-of-credit"];
    const setup = calculatorSetup("line-of-credit");
    expect(setup.rate).toEqual(productRateBand("line_of_credit"));
    expect(setup.term).toMatchObject({
      min: PROMISES.termsFor("line_of_credit").min,
      max: PROMISES.termsFor("line_of_credit").max,
    });
    render(<ProductRepaymentCalculator which="line-of-credit" {...setup} />);
    const shown = () => screen.getByTestId("line-of-credit-monthly").textContent;
    // $100,000 drawn at 6.9% p.a.: $575.00 a month in interest.
    expect(shown()).toBe(formatAudCents(drawnInterestMonthlyCents(c.amount.default, setup.rate.minBps)));
    expect(shown()).toBe("$575.00");
    expect(shown()).not.toBe(
      formatAudCents(amortisedRepayment(c.amount.default, setup.rate.minBps, setup.term.default).monthlyCents),
    );
    expect(screen.getByTestId("line-of-credit-monthly-highest").textContent).toContain(
      formatAudCents(drawnInterestMonthlyCents(c.amount.default, setup.rate.maxBps)),
    );
    expect(screen.getByTestId("line-of-credit-monthly-assumptions").textContent).toContain(
      drawnInterestAssumptions(setup.rate.minBps, setup.term.default),
    );
    // The term does not change the monthly interest (nothing amortises); it changes the total if fully drawn.
    const term = screen.getByRole("slider", { name: "Facility term (months)" });
    fireEvent.change(term, { target: { value: "36" } });
    expect(shown()).toBe("$575.00");
    expect(screen.getByTestId("line-of-credit-monthly-term-interest").textContent).toContain(
      formatAudCents(57_500 * 36),
    );
    // Drawing less costs less, in proportion.
    fireEvent.change(screen.getByRole("slider", { name: c.amountLabel }), { target: { value: "50000" } });
    expect(shown()).toBe("$287.50");
  });
});
