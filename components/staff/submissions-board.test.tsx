import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubmissionFormState } from "@/lib/submissions/actions";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { SubmissionsBoard } from "./submissions-board";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The picker posts to its server action (ADR 055); the board itself is fetched.
const submitToLendersAction = vi.hoisted(() =>
  vi.fn<(s: SubmissionFormState, f: FormData) => Promise<SubmissionFormState>>(async () => ({ submitted: 2 })),
);
vi.mock("@/lib/submissions/actions", () => ({ submitToLendersAction, keyInDecisionAction: vi.fn() }));

const board: SubmissionsBoardView = {
  applicationId: "app-1",
  number: "BF-2026-000001",
  status: "lender_matching",
  matches: [
    {
      lenderId: "l1",
      lenderName: "Wattle Capital",
      driver: "simulated",
      eligible: true,
      reasons: [],
      rateBps: 820,
      submissionId: null,
      consent: "approved",
    },
    {
      lenderId: "l2",
      lenderName: "Harbourline Commercial",
      driver: "email",
      eligible: false,
      reasons: ["Minimum loan is $100,000"],
      rateBps: null,
      submissionId: null,
      consent: "approved",
    },
    {
      lenderId: "l3",
      lenderName: "Southern Cross",
      driver: "simulated",
      eligible: true,
      reasons: [],
      rateBps: 700,
      submissionId: "s3",
      consent: "approved",
    },
  ],
  deletionRequests: [],
  submissions: [
    {
      id: "s3",
      lenderId: "l3",
      lenderName: "Southern Cross",
      driver: "simulated",
      status: "declined",
      reference: "SIM-1",
      conditions: [],
      declineReason: "Needs at least 24 months trading, you have 12",
      submittedAt: "2026-11-20T00:00:00.000Z",
      decidedAt: "2026-11-20T00:01:00.000Z",
      version: 3,
      offers: [],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SubmissionsBoard", () => {
  it("lists the match list with reasons, submits the chosen lenders, and shows each submission's status", async () => {
    const fetchMock = vi.fn(async () => Response.json(board));
    vi.stubGlobal("fetch", fetchMock);
    render(<SubmissionsBoard applicationId="app-1" />);
    const picker = await screen.findByRole("group", { name: "Choose lenders from the match list" });
    expect(within(picker).getByText(/Not eligible: Minimum loan is \$100,000/)).toBeTruthy();
    // Already submitted lenders are not offered again.
    expect(within(picker).queryByLabelText(/Southern Cross/)).toBeNull();
    const submissions = screen.getByRole("list", { name: "Lender submissions" });
    expect(within(submissions).getByText("Declined")).toBeTruthy();
    expect(within(submissions).getByText(/Needs at least 24 months trading/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Submit to selected lenders" }));
    expect(await screen.findByText("Choose at least one lender")).toBeTruthy();
    expect(submitToLendersAction).not.toHaveBeenCalled();

    await userEvent.click(within(picker).getByRole("checkbox", { name: /Wattle Capital/ }));
    await userEvent.click(within(picker).getByRole("checkbox", { name: /Harbourline Commercial/ }));
    await userEvent.click(screen.getByRole("button", { name: "Submit to selected lenders" }));
    await vi.waitFor(() => expect(submitToLendersAction).toHaveBeenCalled());
    const sent = submitToLendersAction.mock.calls[0]![1];
    expect(sent.get("applicationId")).toBe("app-1");
    expect(sent.getAll("lenderIds")).toEqual(["l1", "l2"]);
    // The board is loaded again once the submissions exist.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
