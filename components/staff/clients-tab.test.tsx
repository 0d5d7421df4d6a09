import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ClientsTab, clientsFromRows } from "./clients-tab";
import type { StaffRow } from "./staff-row";
import { staffRow } from "@/tests/support/staff-row";

const row = (over: Partial<StaffRow>): StaffRow =>
  staffRow({
    id: "a1",
    applicationNumber: "BF-2026-000001",
    businessName: "Acme Pty Ltd",
    abn: "51824753556",
    loanAmount: 100_000,
    industry: "retail",
    createdAt: "2026-11-01T00:00:00.000Z",
    status: "submitted",
    canonicalStatus: "submitted",
    version: 1,
    ...over,
  });

const rows = [
  row({ id: "a1" }),
  row({
    id: "a2",
    applicationNumber: "BF-2026-000002",
    loanAmount: 50_000,
    createdAt: "2026-11-10T00:00:00.000Z",
    canonicalStatus: "under_review",
  }),
  row({ id: "b1", businessName: "Bean Café", abn: null, loanAmount: 30_000, partnerName: "Michael Chen" }),
];

describe("staff Client Management (/staff#clients)", () => {
  it("groups applications by business: count, total requested and the newest application", () => {
    const clients = clientsFromRows(rows);
    expect(clients).toHaveLength(2);
    const acme = clients.find((c) => c.businessName === "Acme Pty Ltd")!;
    expect(acme.applications).toBe(2);
    expect(acme.requested).toBe(150_000);
    expect(acme.latest.id).toBe("a2");
  });

  it("lists each client with a formatted ABN and opens their newest application", () => {
    const onOpen = vi.fn();
    render(<ClientsTab rows={rows} onOpen={onOpen} />);
    expect(screen.getByRole("heading", { name: "Client Management" })).toBeTruthy();
    const acme = screen.getByRole("cell", { name: "Acme Pty Ltd" }).closest("tr")!;
    expect(within(acme).getByText("51 824 753 556")).toBeTruthy();
    expect(within(acme).getByText("$150,000")).toBeTruthy();
    expect(
      within(screen.getByRole("cell", { name: "Bean Café" }).closest("tr")!).getByText("Michael Chen"),
    ).toBeTruthy();
    fireEvent.click(acme);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: "a2" }));
  });

  it("labels each cell for the phone layout, where rows are cards", () => {
    render(<ClientsTab rows={rows} onOpen={vi.fn()} />);
    const cell = screen.getByRole("cell", { name: "Acme Pty Ltd" });
    expect(cell.getAttribute("data-label")).toBe("Business");
  });
});
