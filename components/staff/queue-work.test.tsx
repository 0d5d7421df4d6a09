import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueueTab } from "./queue-tab";
import type { StaffRow } from "./staff-panel";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const base: StaffRow = {
  id: "a1",
  applicationNumber: "BF-2026-000001",
  businessName: "Acme Pty Ltd",
  abn: null,
  loanAmount: 50_000,
  loanTerm: 24,
  industry: "construction",
  createdAt: "2026-01-01T00:00:00.000Z",
  status: "pending",
  canonicalStatus: "submitted",
  aiRiskScore: null,
  aiRiskCategory: null,
  aiRecommendation: null,
  aiRiskFactors: null,
  timeInBusiness: "2-5y",
  monthlyTurnover: 40_000,
  loanPurpose: "equipment",
  creditProfile: "good",
  partnerName: null,
  version: 1,
  assigneeId: "s1",
  assigneeName: "Emma Wilson",
  statusChangedAt: "2026-01-01T00:00:00.000Z",
  hoursInStatus: 30,
  targetHours: 24,
  overdue: true,
};

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
    const filter = screen.getByLabelText("Assignee") as HTMLSelectElement;
    expect(filter.value).toBe("me");
    expect([...filter.options].map((o) => o.text)).toEqual(["Anyone", "Assigned to me", "Unassigned"]);
  });
});
