import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LenderFormState } from "@/lib/admin/lender-actions";
import { LenderCommission } from "./lender-commission-form";
import { LenderDriver } from "./lender-driver";
import { LenderRates, NewLenderForm } from "./lender-forms";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
type Action = (s: LenderFormState, f: FormData) => Promise<LenderFormState>;
const actions = vi.hoisted(() => ({
  addLenderAction: vi.fn<Action>(async () => ({ saved: true })),
  saveLenderRates: vi.fn<Action>(async () => ({ saved: true })),
  saveLenderCommission: vi.fn<Action>(async () => ({ saved: true })),
  saveLenderDriver: vi.fn<Action>(async () => ({ saved: true })),
}));
vi.mock("@/lib/admin/lender-actions", () => actions);

/** What a form posted to its action. */
const sent = (action: ReturnType<typeof vi.fn<Action>>) => Object.fromEntries(action.mock.calls[0]![1].entries());

afterEach(() => vi.clearAllMocks());

describe("admin lender forms", () => {
  it("shows the schema's field errors and sends nothing while they stand", async () => {
    const user = userEvent.setup();
    render(<NewLenderForm />);
    await user.type(screen.getByLabelText("Name"), "X");
    await user.clear(screen.getByLabelText("Min amount ($)"));
    await user.type(screen.getByLabelText("Min amount ($)"), "900000");
    await user.click(screen.getByRole("button", { name: "Add lender" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Minimum amount must not exceed the maximum")).toBeTruthy();
    expect(screen.getByLabelText("Min amount ($)").getAttribute("aria-invalid")).toBe("true");
    expect(actions.addLenderAction).not.toHaveBeenCalled();
  });

  it("posts a new lender's fields to its action, then refreshes and clears the form", async () => {
    const user = userEvent.setup();
    render(<NewLenderForm />);
    await user.type(screen.getByLabelText("Name"), "Harbour Capital");
    await user.click(screen.getByRole("button", { name: "Add lender" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(actions.addLenderAction)).toEqual({
      name: "Harbour Capital",
      tier: "prime",
      minAmount: "20000",
      maxAmount: "500000",
      minMonthlyTurnover: "20000",
      minMonthsInBusiness: "12",
      rateMin: "9.90",
      rateMax: "14.90",
    });
    expect(toast.success).toHaveBeenCalledWith("Saved", { description: "The change was saved and audited." });
    // The form is cleared once the action's transition ends, which may be a render after the refresh.
    await vi.waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe(""));
  });

  it("refuses a rate range in the wrong order and puts a refused rate on its field", async () => {
    actions.saveLenderRates.mockResolvedValueOnce({
      error: "Too high for this tier",
      fields: { rateMax: ["Too high for this tier"] },
    });
    const user = userEvent.setup();
    render(<LenderRates id="l1" name="Harbour Capital" min={990} max={1490} />);
    const save = screen.getByRole("button", { name: "Save rates for Harbour Capital" });
    await user.clear(screen.getByLabelText("Minimum rate for Harbour Capital"));
    await user.type(screen.getByLabelText("Minimum rate for Harbour Capital"), "20");
    await user.click(save);
    expect(await screen.findByText("Minimum rate must not exceed the maximum")).toBeTruthy();
    expect(actions.saveLenderRates).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Minimum rate for Harbour Capital"));
    await user.type(screen.getByLabelText("Minimum rate for Harbour Capital"), "10.5");
    await user.click(save);
    expect(await screen.findByText("Too high for this tier")).toBeTruthy();
    expect(sent(actions.saveLenderRates)).toEqual({ lenderId: "l1", rateMin: "10.5", rateMax: "14.90" });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("saves a row's commission terms and submission settings with the lender, keeping what was saved", async () => {
    const user = userEvent.setup();
    render(
      <>
        <LenderCommission
          lender={{
            id: "l1",
            name: "Harbour Capital",
            commissionRateBps: 150,
            trailRateBps: 25,
            trailBasis: "outstanding_balance",
            clawbackSchedule: null,
            commissionPaidOn: "settlement",
          }}
        />
        <LenderDriver id="l1" name="Harbour Capital" driver="simulated" submissionEmail={null} />
      </>,
    );
    const upfront = screen.getByLabelText(/Upfront commission/);
    await user.clear(upfront);
    await user.type(upfront, "2");
    await user.click(screen.getByRole("button", { name: "Save commission for Harbour Capital" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(actions.saveLenderCommission)).toMatchObject({
      lenderId: "l1",
      commissionRate: "2",
      trailRate: "0.25",
      trailBasis: "outstanding_balance",
      commissionPaidOn: "settlement",
    });
    expect((upfront as HTMLInputElement).value).toBe("2");

    await user.selectOptions(screen.getByLabelText("Submission driver for Harbour Capital"), "email");
    await user.click(screen.getByRole("button", { name: "Save submission settings for Harbour Capital" }));
    expect(await screen.findByText("Enter the address applications are sent to")).toBeTruthy();
    expect(actions.saveLenderDriver).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Submission e-mail for Harbour Capital"), "deals@harbour.example");
    await user.click(screen.getByRole("button", { name: "Save submission settings for Harbour Capital" }));
    await vi.waitFor(() => expect(actions.saveLenderDriver).toHaveBeenCalled());
    expect(sent(actions.saveLenderDriver)).toEqual({
      lenderId: "l1",
      driver: "email",
      submissionEmail: "deals@harbour.example",
    });
  });
});
