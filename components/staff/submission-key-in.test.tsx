import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubmissionFormState } from "@/lib/submissions/actions";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { SubmissionKeyIn } from "./submission-key-in";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const keyInDecisionAction = vi.hoisted(() =>
  vi.fn<(s: SubmissionFormState, f: FormData) => Promise<SubmissionFormState>>(async () => ({ saved: true })),
);
vi.mock("@/lib/submissions/actions", () => ({ keyInDecisionAction }));

const submission = {
  id: "s1",
  lenderId: "l1",
  lenderName: "Harbourline Commercial",
  driver: "email",
  status: "submitted",
  reference: "BF-2026-000001",
  conditions: [],
  declineReason: null,
  submittedAt: "2026-11-20T00:00:00.000Z",
  decidedAt: null,
  version: 2,
  offers: [],
} as unknown as SubmissionsBoardView["submissions"][number];

afterEach(() => vi.clearAllMocks());

describe("SubmissionKeyIn (ADR 055)", () => {
  it("checks the decision in the browser, then posts it with the submission and its version", async () => {
    const onSaved = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<SubmissionKeyIn submission={submission} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Key in the decision from Harbourline Commercial" }));
    await user.selectOptions(screen.getByLabelText("Lender's decision"), "declined");
    await user.click(screen.getByRole("button", { name: "Save decision" }));
    expect(await screen.findByText("Give the lender's reason")).toBeTruthy();
    expect(keyInDecisionAction).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Reason for the decline"), "Needs 24 months of trading");
    await user.click(screen.getByRole("button", { name: "Save decision" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(Object.fromEntries(keyInDecisionAction.mock.calls[0]![1].entries())).toMatchObject({
      submissionId: "s1",
      version: "2",
      status: "declined",
      reference: "BF-2026-000001",
      declineReason: "Needs 24 months of trading",
    });
    expect(toast.success).toHaveBeenCalledWith("Decision recorded", { description: undefined });
    await vi.waitFor(() =>
      expect(screen.queryByRole("form", { name: "Decision from Harbourline Commercial" })).toBeNull(),
    );
  });

  it("says why the server refused and stays open", async () => {
    keyInDecisionAction.mockResolvedValueOnce({ error: "This submission changed since you opened it." });
    const onSaved = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<SubmissionKeyIn submission={submission} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Key in the decision from Harbourline Commercial" }));
    await user.selectOptions(screen.getByLabelText("Lender's decision"), "assessing");
    await user.click(screen.getByRole("button", { name: "Save decision" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Not saved", {
        description: "This submission changed since you opened it.",
      }),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole("form", { name: "Decision from Harbourline Commercial" })).toBeTruthy();
  });
});
