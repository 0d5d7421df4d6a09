import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HELP_TIPS } from "@/lib/marketing/help-tips";
import { HelpTip } from "./help-tip";

describe("HelpTip", () => {
  it("is a focusable button named after its topic, and keyboard focus shows the tip", async () => {
    render(<HelpTip topic="credit" />);
    const trigger = screen.getByRole("button", { name: "Help: Credit score" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    await act(async () => {
      trigger.focus();
      fireEvent.focus(trigger);
    });
    const tip = await screen.findByRole("tooltip");
    expect(tip.textContent).toContain(HELP_TIPS.credit.text);
  });

  it("opens on a press too (touch screens have no hover)", async () => {
    render(<HelpTip topic="documents" />);
    fireEvent.click(screen.getByRole("button", { name: "Help: Documents" }));
    expect((await screen.findByRole("tooltip")).textContent).toContain(HELP_TIPS.documents.text);
  });

  it("has a tip for each topic the spec names", () => {
    expect(Object.values(HELP_TIPS).map((t) => t.label)).toEqual([
      "Loan amount",
      "Credit score",
      "Loan term",
      "Documents",
    ]);
  });
});

describe("HelpTip timing and dismissal", () => {
  it("opens on hover after the spec's 700 ms, closes on leaving, and skips the delay right after", async () => {
    vi.useFakeTimers();
    try {
      render(<HelpTip topic="amount" />);
      const trigger = screen.getByRole("button", { name: "Help: Loan amount" });
      fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
      act(() => vi.advanceTimersByTime(699));
      expect(screen.queryByRole("tooltip")).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("tooltip").textContent).toContain(HELP_TIPS.amount.text);
      expect(trigger.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
      fireEvent.pointerLeave(trigger, { pointerType: "mouse" });
      expect(screen.queryByRole("tooltip")).toBeNull();
      fireEvent.pointerEnter(trigger, { pointerType: "mouse" }); // within 300 ms of closing
      act(() => vi.advanceTimersByTime(0));
      expect(screen.getByRole("tooltip")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes on Escape and on a press elsewhere", () => {
    render(
      <div>
        <HelpTip topic="term" />
        <p>Elsewhere</p>
      </div>,
    );
    const trigger = screen.getByRole("button", { name: "Help: Loan term" });
    fireEvent.click(trigger);
    expect(screen.getByRole("tooltip")).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
