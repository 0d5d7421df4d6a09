// Issue #38: /staff caught every error of the filtered queue and showed the unfiltered one, so a
// database failure looked like "no filter applied". A refused filter still falls back; anything else
// is the page's error (the portals' error boundary).
import { isValidElement } from "react";
import { describe, expect, it, vi } from "vitest";
import StaffPage from "@/app/(portals)/staff/page";
import { AppError } from "@/lib/http/errors";
import { seedDemo } from "../support/fixtures";
import { actAs } from "../support/session";

const failure = vi.hoisted(() => ({ next: null as Error | null }));
vi.mock("@/lib/applications/queries", async (original) => {
  const real = await original<typeof import("@/lib/applications/queries")>();
  return {
    ...real,
    listStaffQueue: vi.fn(async (...args: Parameters<typeof real.listStaffQueue>) => {
      const error = failure.next;
      failure.next = null;
      if (error) throw error;
      return real.listStaffQueue(...args);
    }),
  };
});

const open = (params: Record<string, string>) => StaffPage({ searchParams: Promise.resolve(params) });

describe("/staff's queue", () => {
  it("shows the error boundary when the database fails, not an unfiltered queue", async () => {
    const users = await seedDemo();
    actAs(users.staff);
    failure.next = new Error("Connection terminated unexpectedly");
    await expect(open({ status: "approved" })).rejects.toThrow("Connection terminated unexpectedly");
  });

  it("lists the whole queue for a filter the query refuses (an old link)", async () => {
    const users = await seedDemo();
    actAs(users.staff);
    failure.next = new AppError("bad_request", "Unknown status filter.");
    const page = await open({ status: "approved" });
    expect(isValidElement(page)).toBe(true);
    // The whole queue, with the filter fields emptied: it never passes for the filtered one.
    const children = (page as React.ReactElement<{ children: React.ReactElement<{ filters?: unknown }>[] }>).props
      .children;
    expect(children.find((c) => isValidElement(c) && c.props.filters !== undefined)?.props.filters).toEqual({});
  });
});
