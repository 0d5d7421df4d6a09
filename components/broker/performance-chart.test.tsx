import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PerformanceChart } from "./performance-chart";

describe("the broker's performance chart", () => {
  it("keeps every month's figures in a table for screen readers beside the chart image", () => {
    render(
      <PerformanceChart
        months={[
          { month: "2026-10", referrals: 4, settlements: 1 },
          { month: "2026-11", referrals: 7, settlements: 3 },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: /Referrals and settlements per month/ })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Referrals and settlements per month" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual(["MonthReferralsSettlements", "October 202641", "November 202673"]);
  });
});
