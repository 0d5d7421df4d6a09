import { describe, expect, it } from "vitest";
import { auditQuerySchema } from "@/lib/admin/schema";
import { staffQueueQuerySchema } from "@/lib/applications/queue-schema";
import { isAppError } from "@/lib/http/errors";
import { calendarDay, DATE_FORMAT_MESSAGE, DATE_MESSAGE, DATE_RANGE_MESSAGE, isCalendarDate } from "./dates";

describe("calendar dates", () => {
  it.each(["2026-01-01", "2026-12-31", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])("%s is a date", (v) =>
    expect(isCalendarDate(v)).toBe(true),
  );
  it.each([
    "2026-13-45",
    "2026-00-10",
    "2026-01-00",
    "2026-02-29",
    "1900-02-29",
    "2026-04-31",
    "0000-01-01",
    "2026-1-1",
    "26-01-01",
    "2026-01-01T00:00",
    "",
  ])("%j is not", (v) => expect(isCalendarDate(v)).toBe(false));
  it("calendarDay is the start of that day, and a 400 for anything else", () => {
    expect(calendarDay("2026-03-01").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    const error = (() => {
      try {
        calendarDay("2026-13-45");
      } catch (e) {
        return e;
      }
    })();
    expect(isAppError(error) && error.status).toBe(400);
  });
});

describe.each([
  ["staff queue", staffQueueQuerySchema],
  ["audit log", auditQuerySchema],
])("%s filters", (_label, schema) => {
  const messages = (q: Record<string, string>) =>
    schema.safeParse(q).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
  it("accept real dates in order", () => {
    expect(schema.safeParse({ from: "2026-01-01", to: "2026-01-31" }).success).toBe(true);
    expect(schema.safeParse({ from: "2026-01-31", to: "2026-01-31" }).success).toBe(true);
  });
  it("refuse impossible dates with a clear message", () => {
    expect(messages({ from: "2026-13-45" })).toEqual([`from: ${DATE_MESSAGE}`]);
    expect(messages({ to: "2026-02-30" })).toEqual([`to: ${DATE_MESSAGE}`]);
    expect(messages({ from: "yesterday" })).toEqual([`from: ${DATE_FORMAT_MESSAGE}`]);
  });
  it("refuse a range that ends before it starts", () => {
    expect(messages({ from: "2026-02-01", to: "2026-01-01" })).toEqual([`to: ${DATE_RANGE_MESSAGE}`]);
  });
  it("refuse NUL in any text filter", () => {
    expect(schema.safeParse({ from: "2026-01-01\u0000" }).success).toBe(false);
    expect(schema.safeParse({ entity: "User\u0000", status: "new\u0000" }).success).toBe(false);
  });
});
