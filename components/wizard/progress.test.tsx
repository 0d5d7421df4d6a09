import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOTAL_STEPS } from "./steps-data";
import { StepProgress } from "./wizard-frame";

describe("the wizard's progress (issue #37 item 3)", () => {
  it("counts every screen before the completion once, and is full only on the last of them", () => {
    const shown: string[] = [];
    for (let step = 1; step < TOTAL_STEPS; step++) {
      const { unmount } = render(<StepProgress step={step} />);
      shown.push(screen.getByText(/^Step \d+ of \d+$/).textContent!);
      const bar = screen.getByRole("progressbar");
      const full = Number(bar.getAttribute("aria-valuenow")) >= 100;
      expect(full, `step ${step}`).toBe(step === TOTAL_STEPS - 1);
      unmount();
    }
    expect(new Set(shown).size).toBe(TOTAL_STEPS - 1); // no two screens share a number
    expect(shown.at(-1)).toBe(`Step ${TOTAL_STEPS - 1} of ${TOTAL_STEPS - 1}`);
  });
});
