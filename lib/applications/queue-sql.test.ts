import { describe, expect, it } from "vitest";
import { staffQueueStatement } from "./queue-sql";

describe("the staff queue's statement", () => {
  it("carries everything the caller chose as parameters, never in the text", () => {
    const hostile = `x'); DROP TABLE "Application"; --`;
    const { text, params } = staffQueueStatement({
      statuses: ["submitted", "under_review"],
      risk: "medium",
      partnerId: hostile,
      assigneeId: hostile,
      from: new Date("2026-11-01T00:00:00.000Z"),
      before: new Date("2026-11-02T00:00:00.000Z"),
      minAmount: 5_000,
      maxAmount: 90_000,
      q: hostile,
      field: "createdAt",
      cursor: { field: "createdAt", value: new Date("2026-11-01T10:00:00.123Z"), id: hostile },
      limit: 10,
    });
    expect(text).not.toContain("DROP");
    expect(text).not.toContain("2026");
    expect(text).not.toContain("5000");
    expect(params).toContain(hostile);
    expect(params).toContain("2026-11-01T10:00:00.123Z");
    expect(params).toContain(`%${hostile}%`);
    // Every placeholder has its parameter, and the last one is the page size plus the look-ahead row.
    const placeholders = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...placeholders)).toBe(params.length);
    expect(params.at(-1)).toBe(11);
  });

  it("escapes LIKE's wildcards in a search, so '%' finds a percent sign and not every row", () => {
    const { params } = staffQueueStatement({ q: "50%_off", field: "createdAt", limit: 10 });
    expect(params).toContain("%50\\%\\_off%");
  });

  it("looks a complete application number up exactly, and ABN digits by their beginning", () => {
    const full = staffQueueStatement({ q: "bf-2026-000123", field: "createdAt", limit: 10 });
    expect(full.text).toContain("a.number = $1");
    expect(full.params[0]).toBe("BF-2026-000123");
    const abn = staffQueueStatement({ q: "51 824", field: "createdAt", limit: 10 });
    expect(abn.params).toContain("51824%");
  });

  it("pages by the sort column and id, and ranks by risk only among assessed applications", () => {
    const { text, params } = staffQueueStatement({
      field: "riskScore",
      cursor: { field: "riskScore", value: 42, id: "app-1" },
      limit: 25,
    });
    expect(text).toContain(`a."riskScore" IS NOT NULL`);
    expect(text).toMatch(/ORDER BY a\."riskScore" DESC, a\.id DESC LIMIT \$\d+$/);
    expect(params).toEqual([42, "app-1", 26]);
  });
});
