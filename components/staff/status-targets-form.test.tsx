import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StatusTargetsForm, type StatusTargetRow } from "./status-targets-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const targets: StatusTargetRow[] = [
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
    render(<StatusTargetsForm targets={targets} editable={false} />);
    expect(screen.getByRole("columnheader", { name: "Target (hours)" })).toBeTruthy();
    expect(targetCells()).toEqual(["24", "168", "None"]);
    expect(screen.queryByText(/\d d\b/)).toBeNull();
  });

  it("gives the admin an hours input holding the same value", () => {
    render(<StatusTargetsForm targets={targets} editable />);
    expect((screen.getByLabelText("Target hours for Pending Review") as HTMLInputElement).value).toBe("24");
    expect(screen.queryByText(/\d d\b/)).toBeNull();
  });
});
