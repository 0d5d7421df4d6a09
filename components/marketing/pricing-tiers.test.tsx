import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageFor } from "@/lib/marketing/content";
import type { PricingTier } from "@/lib/marketing/types";
import { PricingTiers } from "./pricing-tiers";

function tiers(): PricingTier[] {
  const block = pageFor("/pricing")!.blocks.find((b) => b.kind === "pricing");
  if (block?.kind !== "pricing") throw new Error("/pricing has no tiers");
  return block.items;
}

describe("the pricing tiers", () => {
  it("shows Starter, Growth (Most Popular) and Enterprise, each with a Get Started button to /application", () => {
    render(<PricingTiers items={tiers()} />);
    const list = screen.getByRole("list", { name: "Loan tiers" });
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Starter", "GrowthMost Popular", "Enterprise"]);
    for (const name of ["Starter", "Growth", "Enterprise"]) {
      const link = screen.getByRole("link", { name: `Get Started with ${name}` });
      expect(link.getAttribute("href")).toBe("/application");
    }
    expect(within(list).getByText("Most Popular").closest("li")?.textContent).toContain("$50k-$250k");
  });

  it("marks exactly one tier as popular", () => {
    expect(
      tiers()
        .filter((t) => t.popular)
        .map((t) => t.name),
    ).toEqual(["Growth"]);
  });
});
