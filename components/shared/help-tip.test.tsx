import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
