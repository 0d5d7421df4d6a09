import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  complaintDeadlines,
  endOfMelbourneDay,
  holidayOn,
  isBusinessDay,
  melbourneDate,
  VICTORIAN_PUBLIC_HOLIDAYS,
} from "./business-days";

/** An instant given as Melbourne wall-clock time with its offset. */
const at = (local: string) => new Date(local);

describe("Victorian business days", () => {
  it("skips weekends", () => {
    expect(isBusinessDay("2026-11-27")).toBe(true); // Friday
    expect(isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-29")).toBe(false); // Sunday
    expect(addBusinessDays(at("2026-11-27T10:00:00+11:00"), 1)).toBe("2026-11-30");
  });

  it("skips Melbourne Cup, King's Birthday, Easter and the AFL Grand Final Friday", () => {
    expect(holidayOn("2026-11-03")).toBe("Melbourne Cup");
    expect(addBusinessDays(at("2026-11-02T09:00:00+11:00"), 1)).toBe("2026-11-04");
    expect(addBusinessDays(at("2026-06-05T09:00:00+10:00"), 1)).toBe("2026-06-09"); // Fri → King's Birthday Mon
    // Thursday before Easter 2026: Good Friday, the weekend and Easter Monday are skipped.
    expect(addBusinessDays(at("2026-04-02T12:00:00+11:00"), 1)).toBe("2026-04-07");
    expect(addBusinessDays(at("2025-09-25T12:00:00+10:00"), 1)).toBe("2025-09-29");
    expect(addBusinessDays(at("2026-09-24T12:00:00+10:00"), 1)).toBe("2026-09-28");
  });

  it("counts the substitute days given when a holiday falls on a weekend", () => {
    expect(holidayOn("2025-01-27")).toMatch(/Australia Day/);
    expect(isBusinessDay("2026-12-28")).toBe(false); // Boxing Day (Sat) substituted Monday
    expect(addBusinessDays(at("2026-12-24T16:00:00+11:00"), 1)).toBe("2026-12-29");
    // 2027: Christmas on Saturday and Boxing Day on Sunday give Monday 27 and Tuesday 28 December.
    expect(addBusinessDays(at("2027-12-24T16:00:00+11:00"), 1)).toBe("2027-12-29");
    // Anzac Day on a Saturday has no substitute in Victoria.
    expect(isBusinessDay("2026-04-27")).toBe(true);
  });

  it("lists each holiday once, on a real date, for 2025 to 2027", () => {
    const dates = VICTORIAN_PUBLIC_HOLIDAYS.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d);
    for (const y of ["2025", "2026", "2027"]) {
      const names = VICTORIAN_PUBLIC_HOLIDAYS.filter((h) => h.date.startsWith(y)).map((h) => h.name);
      for (const n of ["Melbourne Cup", "King's Birthday", "Good Friday", "Easter Monday", "Labour Day"])
        expect(names).toContain(n);
    }
  });
});

describe("Melbourne time", () => {
  it("dates an instant by Melbourne's calendar, not UTC's", () => {
    // 14:30 UTC on Thursday is 01:30 Friday in Melbourne (daylight saving, +11).
    expect(melbourneDate(new Date("2026-11-26T14:30:00Z"))).toBe("2026-11-27");
    expect(melbourneDate(new Date("2026-11-26T12:59:59Z"))).toBe("2026-11-26");
    // In winter (+10).
    expect(melbourneDate(new Date("2026-06-30T14:00:00Z"))).toBe("2026-07-01");
  });

  it("ends a Melbourne day at 23:59:59.999 local, in and out of daylight saving", () => {
    expect(endOfMelbourneDay("2026-11-30").toISOString()).toBe("2026-11-30T12:59:59.999Z");
    expect(endOfMelbourneDay("2026-07-01").toISOString()).toBe("2026-07-01T13:59:59.999Z");
  });

  it("a complaint at 11:30 pm Thursday UTC (Friday morning in Melbourne) is due Monday, not Friday", () => {
    const { acknowledgeBy } = complaintDeadlines(new Date("2026-11-26T14:30:00Z"));
    expect(melbourneDate(acknowledgeBy)).toBe("2026-11-30");
  });
});

describe("complaint deadlines", () => {
  it("acknowledge by the end of the next business day; respond by the end of the 30th calendar day", () => {
    const d = complaintDeadlines(at("2026-10-30T15:00:00+11:00")); // Friday before Melbourne Cup weekend
    expect(melbourneDate(d.acknowledgeBy)).toBe("2026-11-02"); // Monday (Cup is Tuesday)
    expect(d.acknowledgeBy.toISOString()).toBe("2026-11-02T12:59:59.999Z");
    expect(melbourneDate(d.respondBy)).toBe("2026-11-29"); // calendar days, weekends included
  });

  it("a complaint on the Monday before the Cup is acknowledged by Wednesday", () => {
    expect(melbourneDate(complaintDeadlines(at("2026-11-02T10:00:00+11:00")).acknowledgeBy)).toBe("2026-11-04");
  });
});
