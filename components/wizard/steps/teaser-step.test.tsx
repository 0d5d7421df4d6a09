import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TeaserStep } from "./teaser-step";

describe("step 9 teaser", () => {
  it("says plainly that no lender matches and shows why before any contact details are asked for", () => {
    render(
      <TeaserStep
        preview={{
          matchedLenders: 0,
          panelSize: 26,
          reasons: ["Needs at least 24 months trading, you have 6"],
          top: [],
        }}
        onUnlock={vi.fn()}
      />,
    );
    expect(screen.getByText("None of our 26 lenders match these answers yet.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Why lenders said no" })).toBeTruthy();
    expect(screen.getByText("Needs at least 24 months trading, you have 6")).toBeTruthy();
    expect(screen.queryByText(/Great news/)).toBeNull();
    expect(screen.getByRole("button", { name: "Talk to a specialist" })).toBeTruthy();
  });

  it("keeps 'Unlock My Quotes' and no reasons when lenders match", () => {
    render(
      <TeaserStep
        preview={{ matchedLenders: 3, panelSize: 26, reasons: ["Does not fund this purpose"], top: [] }}
        onUnlock={vi.fn()}
      />,
    );
    expect(screen.getByText("3 of our 26 lenders match your profile.")).toBeTruthy();
    expect(screen.queryByText("Why lenders said no")).toBeNull();
    expect(screen.getByRole("button", { name: "Unlock My Quotes" })).toBeTruthy();
  });
});
