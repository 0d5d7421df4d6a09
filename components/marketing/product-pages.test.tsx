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
import { PRODUCT_CALCULATORS, amortisedRepayment, repaymentAssumptions } from "@/lib/money/calculators";
import { formatAudCents } from "@/lib/money/format";
import { ProductRepaymentCalculator } from "./calculators";
import { CALCULATOR_PRODUCT } from "./marketing-page";
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

  it.each(Object.keys(PRODUCT_CALCULATORS) as (keyof typeof PRODUCT_CALCULATORS)[])(
    "the %s calculator amortises with the money module at its product's lowest panel rate",
    async (which) => {
      const c = PRODUCT_CALCULATORS[which];
      const rateBps = productRateBand(CALCULATOR_PRODUCT[which]).minBps;
      expect(rateBps).not.toBe(REPRESENTATIVE.rateBps);
      render(<ProductRepaymentCalculator which={which} rateBps={rateBps} />);
      const shown = () => screen.getByTestId(`${which}-monthly`).textContent;
      expect(shown()).toBe(formatAudCents(amortisedRepayment(c.amount.default, rateBps, c.term.default).monthlyCents));
      expect(screen.getByTestId(`${which}-monthly-assumptions`).textContent).toContain(
        repaymentAssumptions(rateBps, c.term.default),
      );
      // One step up the amount slider moves the figure by the money module's amount, not another formula.
      fireEvent.change(screen.getByRole("slider", { name: c.amountLabel }), {
        target: { value: String(c.amount.default + c.amount.step) },
      });
      expect(shown()).toBe(
        formatAudCents(amortisedRepayment(c.amount.default + c.amount.step, rateBps, c.term.default).monthlyCents),
      );
    },
  );
});
