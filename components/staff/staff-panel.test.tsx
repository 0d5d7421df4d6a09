import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApplicationStatus } from "@/lib/applications/status";
import { StaffPanel, type StaffRow } from "./staff-panel";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));
// The panel's own behaviour is under test; the thread fetches for itself (the checklist has its own test).
vi.mock("@/components/messages/message-thread", () => ({ MessageThread: () => null }));

function row(canonicalStatus: ApplicationStatus): StaffRow {
  return {
    id: "app-1",
    applicationNumber: "BF-2026-000001",
    businessName: "Acme Pty Ltd",
    abn: null,
    loanAmount: 50_000,
    loanTerm: 24,
    industry: "construction",
    createdAt: "2026-01-01T00:00:00.000Z",
    status: "in_review",
    canonicalStatus,
    aiRiskScore: null,
    aiRiskCategory: null,
    aiRecommendation: null,
    aiRiskFactors: null,
    timeInBusiness: "2-5y",
    monthlyTurnover: 40_000,
    loanPurpose: "equipment",
    creditProfile: "good",
    partnerName: null,
    version: 3,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPanel(status: ApplicationStatus, role = "staff") {
  const onClose = vi.fn();
  render(<StaffPanel app={row(status)} viewer={{ id: "staff-1", role }} onClose={onClose} />);
  return {
    onClose,
    select: screen.getByLabelText("Status"),
    note: screen.getByLabelText("Note (required to move back)"),
  };
}
const statusCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/status"));

describe("staff status panel", () => {
  it("asks for a note before moving an application back, and sends nothing", async () => {
    const { select } = renderPanel("under_review");
    await userEvent.selectOptions(select, "pending");
    expect(screen.getByRole("alert").textContent).toBe("Add a note to move an application back.");
    expect(statusCalls()).toHaveLength(0);
  });

  it("moves back once a note is written, sending the note and the version it saw", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
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
    expect(onClose).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });

  it("moves forward without a note, with the default note naming the new status", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    const { select } = renderPanel("under_review");
    await userEvent.selectOptions(select, "approved");
    const [, init] = statusCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).notes).toBe("Status updated to Approved by staff");
  });

  it("shows the server's reason when it refuses the change, and stays open", async () => {
    const reason = "Only an admin can reopen an application that is Settled.";
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "Conflict", message: reason }), {
        status: 409,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const { select, note, onClose } = renderPanel("settled");
    await userEvent.type(note, "Settlement was reversed");
    await userEvent.selectOptions(select, "approved");
    expect(statusCalls()).toHaveLength(1);
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
    expect(onClose).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(within(screen.getByRole("dialog")).getByRole("heading", { name: "Acme Pty Ltd" })).toBeTruthy();
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
