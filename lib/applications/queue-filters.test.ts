import { describe, expect, it } from "vitest";
import { hasQueueFilters } from "./queue-filters";

describe("hasQueueFilters", () => {
  it("counts what narrows the queue, not sorting, paging or blanks", () => {
    expect(hasQueueFilters({})).toBe(false);
    expect(hasQueueFilters({ sort: "amount", cursor: "abc", q: "  " })).toBe(false);
    expect(hasQueueFilters({ status: "funded" })).toBe(true);
    expect(hasQueueFilters({ q: "Harbour" })).toBe(true);
    expect(hasQueueFilters({ minAmount: "50000" })).toBe(true);
  });
});
