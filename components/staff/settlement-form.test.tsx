import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { melbourneToday } from "@/lib/money/format";
import type { SettlementFormState } from "@/lib/settlement/actions";
import { SETTLEMENT_WITH_OFFER } from "@/tests/support/staff-row";
import { SettlementFields, SettlementPanel } from "./settlement-form";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));
const recordSettlementAction = vi.hoisted(() =>
  vi.fn<(s: SettlementFormState, f: FormData) => Promise<SettlementFormState>>(),
);
vi.mock("@/lib/settlement/actions", () => ({ recordSettlementAction }));

const APP = {
  id: "app-1",
  applicationNumber: "BF-2026-000001",
  businessName: "Harbour View Bakery",
  loanAmount: 50_000,
  version: 3,
  approved: true,
};
const VIEW = SETTLEMENT_WITH_OFFER;
const settlementForm = () => screen.getByRole("form", { name: "Record settlement for BF-2026-000001" });
const valueOf = (label: RegExp) => (within(settlementForm()).getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.clearAllMocks();
});

// ADR 055: the staff workspace renders the settlement form for an approved file with the page, so it
// posts to its server action before and without JavaScript (tests/integration/deal-form-actions.test.ts
// drives the action itself with the posted FormData).
describe("the workspace's settlement form", () => {
  it("is in the server's HTML with its values: the application, its version, the date and the accepted offer's amount", () => {
    document.body.innerHTML = renderToString(<SettlementPanel app={APP} view={VIEW} />);
    const form = settlementForm();
    expect(within(form).getByText(/Accepted offer: Harbour Capital/)).toBeTruthy();
    expect(valueOf(/Settlement date/)).toBe(melbourneToday());
    expect(valueOf(/Amount funded/)).toBe("45000");
    expect(valueOf(/Lender reference/)).toBe("");
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]),
    );
    expect(hidden).toMatchObject({ applicationId: "app-1", version: "3" });
    expect(within(form).getByRole("button", { name: "Record settlement" })).toBeTruthy();
  });

  it("keeps its own field ids beside the status panel's settlement dialog on the same page", () => {
    document.body.innerHTML = renderToString(
      <>
        <SettlementPanel app={APP} view={VIEW} />
        <SettlementFields app={APP} view={VIEW} />
      </>,
    );
    expect(screen.getAllByRole("form", { name: "Record settlement for BF-2026-000001" })).toHaveLength(2);
    // A label finds its control by id: a repeated id would label only the first form's field.
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("shows the server's field errors and keeps what was typed; a recorded settlement refreshes the page", async () => {
    recordSettlementAction.mockResolvedValueOnce({
      error: "Check the settlement date.",
      fields: { settledOn: ["The settlement date cannot be in the future."] },
      values: { lenderReference: "HC-5521" },
    });
    render(<SettlementPanel app={APP} view={VIEW} />);
    await userEvent.type(within(settlementForm()).getByLabelText(/Lender reference/), "HC-5521");
    await userEvent.click(within(settlementForm()).getByRole("button", { name: "Record settlement" }));
    expect(await within(settlementForm()).findByText("The settlement date cannot be in the future.")).toBeTruthy();
    expect(valueOf(/Lender reference/)).toBe("HC-5521");
    expect(Object.fromEntries(recordSettlementAction.mock.calls[0]![1].entries())).toMatchObject({
      applicationId: "app-1",
      version: "3",
      amountFunded: "45000",
      lenderReference: "HC-5521",
    });
    expect(refresh).not.toHaveBeenCalled();

    recordSettlementAction.mockResolvedValueOnce({ settled: { settlementId: "s1", commissionCents: null } });
    await userEvent.click(within(settlementForm()).getByRole("button", { name: "Record settlement" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
