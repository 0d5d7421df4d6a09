import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueueTab } from "./queue-tab";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

describe("staff queue when empty", () => {
  it("says no application matches the filters, with a way to clear them", () => {
    render(<QueueTab rows={[]} nextCursor={null} filters={{ status: "funded", sort: "date" }} onOpen={vi.fn()} />);
    expect(screen.getByText("No applications match these filters")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/staff");
    expect(screen.queryByText("No applications to review at this time.")).toBeNull();
  });

  it("keeps the spec's text when nothing is filtered", () => {
    render(<QueueTab rows={[]} nextCursor={null} filters={{ sort: "amount" }} onOpen={vi.fn()} />);
    expect(screen.getByText("No applications to review at this time.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });
});
