import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueueTab } from "./queue-tab";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/staff" }));

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

describe("staff queue filters without a page load (ADR 082)", () => {
  it("a status chosen replaces the address through the router; typed text waits for Apply", () => {
    router.replace.mockClear();
    render(<QueueTab rows={[]} nextCursor={null} filters={{ sort: "date" }} onOpen={vi.fn()} />);
    const form = screen.getByRole("form", { name: "Filter applications" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/staff");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "in_review" } });
    expect(router.replace).toHaveBeenLastCalledWith("/staff?status=in_review&sort=date", { scroll: false });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "Harris" } });
    expect(router.replace).toHaveBeenCalledTimes(1);
    fireEvent.submit(form);
    expect(router.replace).toHaveBeenLastCalledWith("/staff?q=Harris&status=in_review&sort=date", {
      scroll: false,
    });
  });
});
