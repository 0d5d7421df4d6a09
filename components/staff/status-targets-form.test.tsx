import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatusTargetsFormState } from "@/lib/applications/status-target-actions";
import { TARGETED_STATUSES } from "@/lib/applications/status-targets";
import { StatusTargetsForm, type StatusTargetRow } from "./status-targets-form";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));
const saveStatusTargets = vi.hoisted(() =>
  vi.fn<(s: StatusTargetsFormState, f: FormData) => Promise<StatusTargetsFormState>>(async (_s, f) => ({
    saved: Object.fromEntries([...f.entries()].map(([k, v]) => [k, Number(v)])),
  })),
);
vi.mock("@/lib/applications/status-target-actions", () => ({ saveStatusTargets }));

const targets: StatusTargetRow[] = TARGETED_STATUSES.map((status) => ({ status, targetHours: 24, custom: false }));
afterEach(() => vi.clearAllMocks());

describe("StatusTargetsForm", () => {
  it("checks the hours in the browser, then posts one field per status to its action", async () => {
    const user = userEvent.setup();
    render(<StatusTargetsForm targets={targets} editable />);
    const first = screen.getByLabelText(/^Target hours for/, { selector: `[name="${TARGETED_STATUSES[0]}"]` });
    await user.clear(first);
    await user.type(first, "0");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    expect((await screen.findByRole("alert")).textContent).toBe("At least 1 hour");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(saveStatusTargets).not.toHaveBeenCalled();

    await user.clear(first);
    await user.type(first, "48");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    const sent = Object.fromEntries(saveStatusTargets.mock.calls[0]![1].entries());
    expect(sent).toEqual(Object.fromEntries(TARGETED_STATUSES.map((s, i) => [s, i === 0 ? "48" : "24"])));
    expect(toast.success).toHaveBeenCalledWith("Status targets saved", { description: undefined });
    expect((first as HTMLInputElement).value).toBe("48");
  });

  it("shows a refusal and keeps what was typed", async () => {
    saveStatusTargets.mockResolvedValueOnce({ error: "Forbidden" });
    const user = userEvent.setup();
    render(<StatusTargetsForm targets={targets} editable />);
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Forbidden");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("is read-only for staff", () => {
    render(<StatusTargetsForm targets={targets} editable={false} />);
    expect(screen.queryByRole("button", { name: "Save targets" })).toBeNull();
    expect(screen.getByText("Only an admin can change the targets.")).toBeTruthy();
  });
});

const shown: StatusTargetRow[] = [
  { status: "submitted", targetHours: 24, custom: false },
  { status: "offers_presentation", targetHours: 168, custom: true },
  { status: "approved", targetHours: null, custom: false },
];

/** The 'Target (hours)' cell of each row, by its position under the header row. */
const targetCells = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]!.textContent);

describe("status targets in Settings (issue #36)", () => {
  it("shows staff each target in hours under 'Target (hours)', as the admin enters it", () => {
    render(<StatusTargetsForm targets={shown} editable={false} />);
    expect(screen.getByRole("columnheader", { name: "Target (hours)" })).toBeTruthy();
    expect(targetCells()).toEqual(["24", "168", "None"]);
    expect(screen.queryByText(/\d d\b/)).toBeNull();
  });

  it("gives the admin an hours input holding the same value", () => {
    render(<StatusTargetsForm targets={shown} editable />);
    expect((screen.getByLabelText("Target hours for Pending Review") as HTMLInputElement).value).toBe("24");
    expect(screen.queryByText(/\d d\b/)).toBeNull();
  });
});
