import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueueTab } from "./queue-tab";
import { staffRow } from "@/tests/support/staff-row";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/staff",
}));

const base = staffRow({ id: "a1" });

describe("staff queue: the work queue columns and filter", () => {
  it("shows the assignee and the time in status, with Overdue past the target", () => {
    const rows = [base, { ...base, id: "a2", assigneeId: null, assigneeName: null, hoursInStatus: 5, overdue: false }];
    render(<QueueTab rows={rows} nextCursor={null} filters={{ assignee: "me" }} onOpen={vi.fn()} />);
    const [, first, second] = screen.getAllByRole("row");
    expect(within(first!).getByText("Emma Wilson")).toBeTruthy();
    expect(within(first!).getByText("1 d 6 h")).toBeTruthy();
    expect(within(first!).getByText("Overdue").getAttribute("title")).toBe("Target: 1 d");
    expect(within(second!).getByText("Unassigned")).toBeTruthy();
    expect(within(second!).queryByText("Overdue")).toBeNull();
    // Each row's business opens its deal workspace, a page of its own (issue #36).
    expect(within(first!).getByRole("link", { name: base.businessName }).getAttribute("href")).toBe(
      "/staff/applications/a1",
    );
    const filter = screen.getByLabelText("Assignee") as HTMLSelectElement;
    expect(filter.value).toBe("me");
    expect([...filter.options].map((o) => o.text)).toEqual(["Anyone", "Assigned to me", "Unassigned"]);
  });
});
