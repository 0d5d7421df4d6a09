import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroQuotes } from "@/lib/lenders/example-quotes";
import { formatAudCents, formatPercent } from "@/lib/money/format";
import { LenderMonogram } from "@/components/shared/lender-monogram";
import { HeroQuotes } from "./hero-quotes";

describe("the hero's quote comparison", () => {
  it("lists the panel's quotes with their repayment and rate, the cheapest marked", () => {
    render(<HeroQuotes />);
    const list = screen.getByRole("list", { name: "Example quotes, lowest total cost first" });
    const items = within(list).getAllByRole("listitem");
    const quotes = heroQuotes();
    expect(items).toHaveLength(quotes.length);
    quotes.forEach((q, i) => {
      expect(items[i]!.textContent).toContain(q.lenderName);
      expect(items[i]!.textContent).toContain(formatAudCents(q.quote.monthlyRepaymentCents));
      expect(items[i]!.textContent).toContain(`${formatPercent(q.quote.rateBps)} p.a.`);
    });
    expect(within(items[0]!).getByText("Lowest cost")).toBeTruthy();
    expect(screen.getByRole("figure", { name: /Indicative, not an offer of credit/ })).toBeTruthy();
  });
});

describe("LenderMonogram", () => {
  it("is an image named for the lender, or hidden when decorative", () => {
    const { container } = render(
      <>
        <LenderMonogram name="Harbour Bridge Capital" />
        <LenderMonogram name="Harbour Bridge Capital" decorative />
      </>,
    );
    expect(screen.getByRole("img", { name: "Harbour Bridge Capital logo" }).textContent).toBe("HB");
    expect(container.querySelectorAll(".monogram[aria-hidden='true']")).toHaveLength(1);
  });
});
