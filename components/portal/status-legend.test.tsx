import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STATUS_LEGEND } from "@/lib/applications/status-legend";
import { StatusLegend } from "./status-legend";

describe("the status legend (ADR 064)", () => {
  it.each(["client", "partner", "staff"] as const)(
    "discloses the %s vocabulary under 'What the statuses mean'",
    (audience) => {
      render(<StatusLegend audience={audience} />);
      const legend = screen.getByTestId(`status-legend-${audience}`);
      expect(legend.tagName).toBe("DETAILS");
      expect(within(legend).getByText("What the statuses mean").tagName).toBe("SUMMARY");
      const names = [...legend.querySelectorAll("dt")].map((dt) => dt.textContent);
      expect(names).toEqual(STATUS_LEGEND[audience].map((e) => e.label));
      for (const e of STATUS_LEGEND[audience]) expect(within(legend).getByText(e.meaning)).toBeTruthy();
    },
  );
});
