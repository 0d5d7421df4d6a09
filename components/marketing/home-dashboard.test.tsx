import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countActive } from "@/lib/applications/active-count";
import { HomeDashboard } from "./home-dashboard";
import { COMPANY_FIGURES, PROMISES } from "@/lib/marketing/promises";

afterEach(() => vi.unstubAllGlobals());

describe("home dashboard figures", () => {
  it("labels the 92% as a dated company figure, shows the panel's decision times and totals the user's own approved amount", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json([
          { id: "a1", loanAmount: 150000, businessName: "Lee Bakery", status: "approved" },
          { id: "a2", loanAmount: 50000, businessName: "Lee Bakery", status: "under_review" },
        ]),
      ),
    );
    render(<HomeDashboard user={{ firstName: "Ada" }} />);
    const company = screen.getByRole("region", { name: /company figures as at .*, not yours/ });
    expect(within(company).getByText("92%")).toBeTruthy();
    expect(within(company).getByText(PROMISES.decision)).toBeTruthy();
    expect(within(company).getByRole("heading").textContent).toContain(COMPANY_FIGURES.asOf);
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(await within(glance).findByText("$150,000")).toBeTruthy();
    // Counted as the client portal counts (countActive): the approved file is not active (ADR 064).
    expect(within(glance).getByText("Active Applications").parentElement!.textContent).toContain("1");
    expect(countActive([{ status: "approved" }, { status: "under_review" }])).toBe(1);
  });
});
