import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CommissionForm, CommissionInput, type CommissionFormState } from "./commission-form";

describe("CommissionForm (ADR 055)", () => {
  it("sends the page's own inputs to its action and shows every problem, keeping what was typed", async () => {
    const action = vi.fn<(s: CommissionFormState, f: FormData) => Promise<CommissionFormState>>(async (_s, f) => ({
      error: "Check the fields.",
      fields: { splitBps: ["At most 100%"], payoutBsb: ["Use a BSB like 083-004"] },
      values: { splitPercent: String(f.get("splitPercent")) },
    }));
    const user = userEvent.setup();
    render(
      <CommissionForm action={action} submit="Save terms" label="Terms for Partner A">
        <input type="hidden" name="id" value="p1" />
        <label htmlFor="split">Split (%)</label>
        <CommissionInput id="split" name="splitPercent" defaultValue="" />
      </CommissionForm>,
    );
    await user.type(screen.getByLabelText("Split (%)"), "120");
    await user.click(screen.getByRole("button", { name: "Save terms" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Check the fields.");
    expect(alert.textContent).toContain("At most 100%");
    expect(alert.textContent).toContain("Use a BSB like 083-004");
    expect(Object.fromEntries(action.mock.calls[0]![1].entries())).toEqual({ id: "p1", splitPercent: "120" });
    expect((screen.getByLabelText("Split (%)") as HTMLInputElement).value).toBe("120");
  });

  it("says what was done", async () => {
    const action = vi.fn(async () => ({ done: "Payout run PR-0001 approved." }));
    const user = userEvent.setup();
    render(<CommissionForm action={action} submit="Approve" label="Approve PR-0001" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect((await screen.findByRole("status")).textContent).toBe("Payout run PR-0001 approved.");
  });
});
