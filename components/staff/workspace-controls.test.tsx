import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApplicationStatus } from "@/lib/applications/status";
import type { DecisionFormState } from "@/lib/applications/status-actions";
import { DECISION_NOTE_REQUIRED } from "@/lib/applications/status-change-schema";
import type { SettlementFormState } from "@/lib/settlement/actions";
import { SETTLEMENT_WITH_OFFER, staffRow } from "@/tests/support/staff-row";
import type { StaffRow } from "./staff-row";
import { WorkspaceControls } from "./workspace-controls";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));
// The panel's own behaviour is under test; the thread fetches for itself (the checklist has its own test).
vi.mock("@/components/messages/message-thread", () => ({ MessageThread: () => null }));
vi.mock("./full-application-view", () => ({ FullApplicationView: () => null }));
vi.mock("./assignment", () => ({ Assignment: () => null }));
vi.mock("@/components/offers/offers-summary", () => ({ OffersSummary: () => null }));
vi.mock("./submissions-board", () => ({ SubmissionsBoard: () => null }));
// A decision's confirmation posts to its server action (ADR 055).
const decideStatus = vi.hoisted(() =>
  vi.fn<(s: DecisionFormState, f: FormData) => Promise<DecisionFormState>>(async () => ({ row: {} })),
);
vi.mock("@/lib/applications/status-actions", () => ({ decideStatus }));
const recordSettlementAction = vi.hoisted(() =>
  vi.fn<(s: SettlementFormState, f: FormData) => Promise<SettlementFormState>>(async () => ({
    settled: { settlementId: "s1", commissionCents: null },
  })),
);
vi.mock("@/lib/settlement/actions", () => ({ recordSettlementAction, closeLoanAction: vi.fn() }));

function row(canonicalStatus: ApplicationStatus, over: Partial<StaffRow> = {}): StaffRow {
  return staffRow({ canonicalStatus, status: "in_review", ...over });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // Panel sections that load their own data (needs and objectives) find nothing unless a test says otherwise.
  fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPanel(status: ApplicationStatus, role = "staff", over: Partial<StaffRow> = {}) {
  // The workspace is a page: nothing closes; a saved row shows in place of the page's.
  const onClose = vi.fn();
  render(<WorkspaceControls app={row(status, over)} viewer={{ id: "staff-1", role }} />);
  return {
    onClose,
    select: screen.getByLabelText("Status"),
    note: screen.getByLabelText("Note (required to move back)"),
  };
}
const statusCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/status"));

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("staff workspace status controls", () => {
  it("asks for a note before moving an application back, and sends nothing", async () => {
    const { select } = renderPanel("under_review");
    await userEvent.selectOptions(select, "pending");
    expect(screen.getByRole("alert").textContent).toBe("Add a note to move an application back.");
    expect(statusCalls()).toHaveLength(0);
  });

  it("moves back once a note is written, sending the note and the version it saw, and stays open", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const { select, note, onClose } = renderPanel("under_review");
    await userEvent.type(note, "Bank statements were missing");
    await userEvent.selectOptions(select, "pending");
    expect(statusCalls()).toHaveLength(1);
    const [url, init] = statusCalls()[0] as [string, RequestInit];
    expect(url).toBe("/api/applications/app-1/status");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({
      status: "pending",
      notes: "Bank statements were missing",
      version: 3,
    });
    expect(screen.queryByRole("alert")).toBeNull();
    expect((await screen.findByRole("status")).textContent).toBe("Status changed to Pending Review.");
    expect(onClose).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });

  it("moves forward to a step that decides nothing without a note, with the default note naming it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const { select } = renderPanel("under_review");
    await userEvent.selectOptions(select, "lender_matching");
    const [, init] = statusCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).notes).toBe("Status updated to Lender Matching by staff");
  });

  it("shows the server's reason when it refuses the change, and stays open", async () => {
    const reason = "Only an admin can reopen an application that is Settled.";
    fetchMock.mockResolvedValue(jsonResponse(409, { error: "Conflict", message: reason }));
    const { select, note, onClose } = renderPanel("settled");
    await userEvent.type(note, "Settlement was reversed");
    await userEvent.selectOptions(select, "in_review");
    expect(statusCalls()).toHaveLength(1);
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
    expect(onClose).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Update Status" })).toBeTruthy();
  });

  it("keeps the panel open after AI Assess and shows the score", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith("/needs-objectives")
        ? new Response(null, { status: 404 })
        : jsonResponse(200, { riskScore: 42 }),
    );
    const { onClose } = renderPanel("under_review");
    await userEvent.click(screen.getByRole("button", { name: "AI Assess" }));
    expect((await screen.findByRole("status")).textContent).toBe("AI assessment complete: risk score 42/100.");
    expect(onClose).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });
});

describe("staff decision confirmation", () => {
  const decisionDialog = () => screen.getByRole("dialog", { name: "Mark BF-2026-000001 as Approved?" });

  it("restates an approval and sends nothing until a note is written", async () => {
    const saved = { ...row("approved"), status: "approved", version: 4 };
    decideStatus.mockResolvedValueOnce({ row: saved });
    const { select, onClose } = renderPanel("under_review", "staff", { hasAcceptedOffer: true });
    await userEvent.selectOptions(select, "approved");
    const dialog = decisionDialog();
    expect(dialog.textContent).toContain("Acme Pty Ltd moves from In Review to Approved.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm: Approved" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(DECISION_NOTE_REQUIRED);
    expect(decideStatus).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Reason for this decision/), "Contract signed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm: Approved" }));
    expect((await screen.findByRole("status")).textContent).toBe("Status changed to Approved.");
    expect(Object.fromEntries(decideStatus.mock.calls[0]![1].entries())).toEqual({
      applicationId: "app-1",
      status: "approved",
      version: "3",
      override: "false",
      notes: "Contract signed",
    });
    expect(statusCalls()).toHaveLength(0);
    expect((select as HTMLSelectElement).value).toBe("approved");
    expect(screen.queryByRole("dialog", { name: "Mark BF-2026-000001 as Approved?" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal inside the confirmation, which stays open", async () => {
    const reason = "A note is required to make an application Approved: confirm the decision and say why.";
    decideStatus.mockResolvedValueOnce({ error: reason, values: { notes: "Signed" } });
    const { select } = renderPanel("under_review", "staff", { hasAcceptedOffer: true });
    await userEvent.selectOptions(select, "approved");
    await userEvent.type(within(decisionDialog()).getByLabelText(/Reason for this decision/), "Signed");
    await userEvent.click(within(decisionDialog()).getByRole("button", { name: "Confirm: Approved" }));
    expect((await within(decisionDialog()).findByRole("alert")).textContent).toBe(reason);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("Funded opens the settlement form, which records the settlement instead of a status", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      String(url).endsWith("/settlement") && !init?.method
        ? jsonResponse(200, SETTLEMENT_WITH_OFFER)
        : new Response(null, { status: 404 }),
    );
    const { select } = renderPanel("approved", "staff", { hasAcceptedOffer: true });
    await userEvent.selectOptions(select, "funded");
    const dialog = await screen.findByRole("dialog", { name: "Record settlement for BF-2026-000001" });
    expect(await within(dialog).findByText(/Accepted offer: Harbour Capital/)).toBeTruthy();
    // The accepted offer's amount, not to be changed here (#39 item 9).
    expect((within(dialog).getByLabelText(/Amount funded/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole("dialog", { name: /as Funded\?/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Record settlement" }));
    expect((await within(dialog).findAllByRole("alert")).length).toBeGreaterThan(0);
    expect(recordSettlementAction).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Lender reference/), "HC-5521");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record settlement" }));
    expect((await screen.findByRole("status")).textContent).toBe("Settlement recorded: status changed to Funded.");
    // The settlement form posts to its server action (ADR 055), with the application and its version.
    expect(recordSettlementAction).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(recordSettlementAction.mock.calls[0]![1].entries())).toMatchObject({
      applicationId: "app-1",
      amountFunded: "45000",
      lenderReference: "HC-5521",
      version: "3",
    });
    expect(statusCalls()).toHaveLength(0);
    expect(refresh).toHaveBeenCalled();
  });

  it("without an accepted offer, Approved and Funded cannot be chosen, and the panel says why (ADR 068)", async () => {
    const { select } = renderPanel("lender_matching");
    const option = (value: string) =>
      [...(select as HTMLSelectElement).options].find((o) => o.value === value) as HTMLOptionElement;
    expect(option("approved").disabled).toBe(true);
    expect(option("funded").disabled).toBe(true);
    expect(option("rejected").disabled).toBe(false);
    const why = document.getElementById("status-blocked")!;
    expect(why.textContent).toContain(
      "Approved: An application is Approved only once the client has accepted an offer",
    );
    expect(why.textContent).toContain("Funded: Settlement needs an accepted offer");
    cleanup();
    // An admin may still open the settlement form (the override, with a note): only Approved stays shut.
    const admin = renderPanel("lender_matching", "admin");
    const adminOption = (value: string) =>
      [...(admin.select as HTMLSelectElement).options].find((o) => o.value === value) as HTMLOptionElement;
    expect(adminOption("approved").disabled).toBe(true);
    expect(adminOption("funded").disabled).toBe(false);
  });

  it("changes nothing when cancelled", async () => {
    const { select } = renderPanel("under_review");
    await userEvent.selectOptions(select, "rejected");
    const dialog = screen.getByRole("dialog", { name: "Mark BF-2026-000001 as Rejected?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: /Rejected\?/ })).toBeNull();
    expect(statusCalls()).toHaveLength(0);
    expect((select as HTMLSelectElement).value).toBe("in_review");
  });

  it("offers the readiness override to an admin only, and only with a note of their own", async () => {
    const override = "Override the readiness check (admin, note required)";
    renderPanel("under_review");
    expect(screen.queryByLabelText(override)).toBeNull();
    cleanup();
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    const { select, note } = renderPanel("under_review", "admin");
    await userEvent.click(screen.getByLabelText(override));
    await userEvent.selectOptions(select, "lender_matching");
    expect(screen.getByRole("alert").textContent).toBe("Add a note to override the readiness check.");
    expect(statusCalls()).toHaveLength(0);
    await userEvent.type(note, "Lender agreed to take the BAS after approval");
    await userEvent.selectOptions(select, "lender_matching");
    const [, init] = statusCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      status: "lender_matching",
      notes: "Lender agreed to take the BAS after approval",
      version: 3,
      override: true,
    });
  });
});
