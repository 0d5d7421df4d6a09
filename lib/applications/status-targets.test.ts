import { describe, expect, it } from "vitest";
import { DEFAULT_STATUS_TARGET_HOURS, formatHours, mergeStatusTargets, timeInStatus } from "./status-targets";
import { statusTargetsSchema } from "./status-targets-schema";

const now = new Date("2026-11-24T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe("status targets", () => {
  it("uses the defaults where admin set no target, and admin's rows over them", () => {
    const t = mergeStatusTargets([{ status: "under_review", targetHours: 8 }]);
    expect(t.under_review).toBe(8);
    expect(t.submitted).toBe(DEFAULT_STATUS_TARGET_HOURS.submitted);
  });

  it("is overdue from the target hour on, and never for closed files", () => {
    const t = mergeStatusTargets([]);
    expect(timeInStatus("submitted", hoursAgo(23), t, now)).toEqual({
      hoursInStatus: 23,
      targetHours: 24,
      overdue: false,
    });
    expect(timeInStatus("submitted", hoursAgo(24), t, now).overdue).toBe(true);
    expect(timeInStatus("settled", hoursAgo(5000), t, now)).toEqual({
      hoursInStatus: 5000,
      targetHours: null,
      overdue: false,
    });
  });

  it("formats hours and days", () => {
    expect(formatHours(5)).toBe("5 h");
    expect(formatHours(48)).toBe("2 d");
    expect(formatHours(76)).toBe("3 d 4 h");
  });

  it("refuses unknown statuses and targets out of range", () => {
    expect(statusTargetsSchema.safeParse({ targets: [{ status: "settled", targetHours: 5 }] }).success).toBe(false);
    expect(statusTargetsSchema.safeParse({ targets: [{ status: "submitted", targetHours: 0 }] }).success).toBe(false);
    expect(statusTargetsSchema.safeParse({ targets: [{ status: "submitted", targetHours: 12 }] }).success).toBe(true);
  });
});
