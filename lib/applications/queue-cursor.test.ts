import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/http/errors";
import { decodeQueueCursor, encodeQueueCursor } from "./queue-cursor";

const b64 = (v: unknown) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64url");
const status = (f: () => unknown) => {
  try {
    f();
    return 200;
  } catch (e) {
    return isAppError(e) ? e.status : 500;
  }
};

describe("staff queue cursors", () => {
  it("round-trip each sort's value", () => {
    const at = new Date("2026-11-20T03:04:05.678Z");
    expect(decodeQueueCursor(encodeQueueCursor("createdAt", at, "app_1"), "createdAt")).toEqual({
      field: "createdAt",
      value: at,
      id: "app_1",
    });
    expect(decodeQueueCursor(encodeQueueCursor("loanAmount", 150000, "app_2"), "loanAmount")).toEqual({
      field: "loanAmount",
      value: 150000,
      id: "app_2",
    });
    expect(decodeQueueCursor(encodeQueueCursor("riskScore", 0, "app_3"), "riskScore")).toEqual({
      field: "riskScore",
      value: 0,
      id: "app_3",
    });
  });

  it.each([
    ["empty", ""],
    ["not base64url", "%%%"],
    ["percent junk", "%E0%A4%A"],
    ["not JSON", b64("hello")],
    ["an object", b64({ a: 1 })],
    ["the old two-element shape", b64(["2026-01-01T00:00:00.000Z", "id"])],
    ["another sort's cursor", encodeQueueCursor("loanAmount", 5, "id")],
    ["an impossible date", b64(["createdAt", "2026-13-45T00:00:00.000Z", "id"])],
    ["a date that rolls over", b64(["createdAt", "2026-02-30T00:00:00.000Z", "id"])],
    ["a number for a date", b64(["createdAt", 12, "id"])],
    ["a non-string id", b64(["createdAt", "2026-01-01T00:00:00.000Z", 7])],
    ["an empty id", b64(["createdAt", "2026-01-01T00:00:00.000Z", ""])],
    ["a NUL in the id", b64(["createdAt", "2026-01-01T00:00:00.000Z", "a\u0000"])],
    ["a huge id", b64(["createdAt", "2026-01-01T00:00:00.000Z", "x".repeat(101)])],
    ["too long", "A".repeat(401)],
  ])("%s is a 400 for the date sort", (_label, cursor) => {
    expect(status(() => decodeQueueCursor(cursor, "createdAt"))).toBe(400);
  });

  it.each([
    ["a string amount", b64(["loanAmount", "5", "id"])],
    ["a fraction", b64(["loanAmount", 1.5, "id"])],
    ["beyond 32 bits", b64(["loanAmount", 2 ** 40, "id"])],
    ["null", b64(["loanAmount", null, "id"])],
    ["an object", b64(["loanAmount", { gt: 1 }, "id"])],
  ])("%s is a 400 for the amount sort", (_label, cursor) => {
    expect(status(() => decodeQueueCursor(cursor, "loanAmount"))).toBe(400);
  });
});
