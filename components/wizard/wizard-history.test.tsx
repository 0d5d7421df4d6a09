import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_ADVANCE_MS } from "./steps-data";
import { Wizard } from "./wizard";

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/application");
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByRole("heading", { level: 2 });

async function renderWizard() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Wizard />);
  await tick(0); // the session restore runs after the first paint
  return user;
}

describe("wizard and the browser history", () => {
  it("gives each step its own entry, and the browser's Back goes back a step", async () => {
    const user = await renderWizard();
    expect(window.history.state?.wizardStep).toBe(1);
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS);
    expect(heading().textContent).toBe("How much do you need?");
    expect(window.location.search).toBe("?step=2");
    expect(window.history.state?.wizardStep).toBe(2);

    await act(async () => window.dispatchEvent(new PopStateEvent("popstate", { state: { wizardStep: 1 } })));
    expect(heading().textContent).toBe("What do you need the funds for?");
    expect(screen.getByRole("button", { name: "Business Growth" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("starts with the amount an apply link carried, and takes it out of the address", async () => {
    window.history.replaceState(null, "", "/application?amount=250000");
    const user = await renderWizard();
    expect(window.location.search).toBe("?step=1");
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS);
    expect(screen.getByText("$250,000")).toBeTruthy();
  });
});
