import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_ADVANCE_MS } from "./steps-data";
import { Wizard } from "./wizard";

// Fake timers make the 0.8 s auto-advance exact: the test moves the clock, it never waits on it.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function renderWizard() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Wizard />);
  await act(() => vi.advanceTimersByTimeAsync(0)); // the session restore runs after the first paint
  return user;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByRole("heading", { level: 2 });

describe("wizard steps", () => {
  it("advances 0.8 s after a choice, not before, and focuses the new step's heading", async () => {
    const user = await renderWizard();
    expect(screen.getByText("Step 1 of 11")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    expect(screen.getByRole("button", { name: "Business Growth" }).getAttribute("aria-pressed")).toBe("true");
    await tick(AUTO_ADVANCE_MS - 50);
    expect(heading().textContent).toBe("What do you need the funds for?");
    await tick(50);
    expect(heading().textContent).toBe("How much do you need?");
    expect(screen.getByText("Step 2 of 11")).toBeTruthy();
    expect(document.activeElement).toBe(heading());
  });

  it("restarts the wait when the applicant changes their mind", async () => {
    const user = await renderWizard();
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS - 100);
    await user.click(screen.getByRole("button", { name: "Equipment Purchase" }));
    await tick(AUTO_ADVANCE_MS - 100);
    expect(screen.getByText("Step 1 of 11")).toBeTruthy();
    await tick(100);
    expect(screen.getByText("Step 2 of 11")).toBeTruthy();
  });

  it("goes back with Previous, keeping the answer, and a Previous during the wait cancels the advance", async () => {
    const user = await renderWizard();
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading().textContent).toBe("What do you need the funds for?");
    expect(document.activeElement).toBe(heading());
    expect(screen.getByRole("button", { name: "Business Growth" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(heading().textContent).toBe("Over what term?");
    await user.click(screen.getByRole("button", { name: "36 months" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await tick(AUTO_ADVANCE_MS * 2);
    expect(heading().textContent).toBe("How much do you need?");
  });

  it("needs a company name before step 7's Next, then animates step 8 for about 5 s", async () => {
    sessionStorage.setItem(
      "bizfund.wizard.answers",
      JSON.stringify({ step: 7, answers: { purpose: "growth", creditProfile: "good", timeInBusiness: "2-5y" } }),
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ matchedLenders: 4, panelSize: 20, top: [] })),
    );
    const user = await renderWizard();
    expect(heading().textContent).toBe("Find your company");
    const next = screen.getByRole("button", { name: "Next" });
    expect(next.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Enter company details manually" }));
    await user.type(screen.getByLabelText("Company name"), "Lee Bakery");
    expect(next.hasAttribute("disabled")).toBe(false);
    await user.click(next);
    expect(heading().textContent).toBe("Finding your perfect matches");
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    await tick(4900);
    expect(heading().textContent).toBe("Finding your perfect matches");
    await tick(100);
    expect(heading().textContent).toBe("Great news: lenders are ready for you");
    expect(screen.getByText("4 of our 20 lenders match your profile.")).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
