import { describe, expect, it } from "vitest";
import {
  dollarsToCents,
  formatAud,
  formatAudCents,
  formatCompactAud,
  formatDate,
  formatMonth,
  formatDateTime,
  formatPercent,
  greeting,
  melbourneHour,
  roundCents,
} from "@/lib/money/format";

describe("money", () => {
  it("formats whole dollars without cents by default", () => {
    expect(formatAud(150000)).toBe("$150,000");
    expect(formatAud(10000)).toBe("$10,000");
    expect(formatAud(0)).toBe("$0");
    expect(formatAud(9140.34)).toBe("$9,140");
    expect(formatAud(-2500)).toBe("-$2,500");
  });
  it("shows cents on request", () => {
    expect(formatAud(150000, { cents: true })).toBe("$150,000.00");
    expect(formatAud(9140.25, { cents: true })).toBe("$9,140.25");
  });
  it("formats integer cents", () => {
    expect(formatAudCents(914025)).toBe("$9,140.25");
    expect(formatAudCents(5)).toBe("$0.05");
    expect(formatAudCents(15000000)).toBe("$150,000.00");
  });
  it("formats compact marketing amounts", () => {
    expect(formatCompactAud(750000)).toBe("$750K");
    expect(formatCompactAud(1500000)).toBe("$1.5M");
    expect(formatCompactAud(1000000)).toBe("$1M");
    expect(formatCompactAud(10000)).toBe("$10K");
    expect(formatCompactAud(2000000000)).toBe("$2B");
    expect(formatCompactAud(2500000000)).toBe("$2.5B");
    expect(formatCompactAud(999960)).toBe("$1M");
    expect(formatCompactAud(12345)).toBe("$12.3K");
    expect(formatCompactAud(500)).toBe("$500");
    expect(formatCompactAud(-750000)).toBe("-$750K");
  });
  it("formats basis points as a percentage", () => {
    expect(formatPercent(1190)).toBe("11.90%");
    expect(formatPercent(490)).toBe("4.90%");
    expect(formatPercent(2499)).toBe("24.99%");
    expect(formatPercent(0)).toBe("0.00%");
  });
  it("writes every amount as ICU's en-AU currency format does, rounding half away from zero", () => {
    const whole = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
    // Ties on the shortest decimal form (1.005 is below 1.005 in binary; ICU still rounds it up).
    const edges = [0, -0, 0.5, -0.5, 2.5, -2.5, 0.4, -0.4, 0.005, 1.005, 1.015, -1.005, 0.125, 999.995, 999999.5];
    const big = [1e15, 123456789012.345, 1e20 + 0.5, 1e21, 5e-7, -5e-7, Number.MAX_SAFE_INTEGER];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const drawn = Array.from({ length: 5000 }, (_, i) => {
      const scale = 10 ** Math.floor(random() * 10);
      const value = Math.round(random() * scale * 10 ** (i % 5)) / 10 ** (i % 5);
      return i % 3 ? value : -value;
    });
    for (const value of [...edges, ...big, ...drawn]) {
      expect(formatAud(value), String(value)).toBe(whole.format(value));
      expect(formatAud(value, { cents: true }), String(value)).toBe(cents.format(value));
    }
    for (let c = -2000; c <= 2000; c += 7) expect(formatAudCents(c)).toBe(cents.format(c / 100));
  });
  it("shows a dash for values that are not numbers", () => {
    expect(formatAud(Number.NaN)).toBe("—");
    expect(formatAudCents(Number.POSITIVE_INFINITY)).toBe("—");
    expect(formatCompactAud(Number.NaN)).toBe("—");
    expect(formatPercent(Number.NaN)).toBe("—");
  });
});

describe("formatMonth", () => {
  it("says statement months in words", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2027-01")).toBe("January 2027");
    expect(formatMonth("2026-13")).toBe("2026-13");
  });
});

describe("dates in Melbourne time", () => {
  it("formats the Melbourne calendar day", () => {
    expect(formatDate(new Date("2026-11-22T03:00:00Z"))).toBe("22 Nov 2026");
    // 14:30 UTC on the 21st is 01:30 on the 22nd in Melbourne (AEDT, UTC+11).
    expect(formatDate("2026-11-21T14:30:00Z")).toBe("22 Nov 2026");
    expect(formatDate(Date.UTC(2026, 8, 10, 2))).toBe("10 Sep 2026");
  });
  it("formats date and time across daylight saving", () => {
    expect(formatDateTime(new Date("2026-11-22T03:05:00Z"))).toBe("22 Nov 2026, 2:05 pm"); // AEDT
    expect(formatDateTime(new Date("2026-06-15T00:00:00Z"))).toBe("15 Jun 2026, 10:00 am"); // AEST
    expect(formatDateTime(new Date("2026-06-14T14:00:00Z"))).toBe("15 Jun 2026, 12:00 am");
    expect(formatDateTime(new Date("2026-06-15T02:30:00Z"))).toBe("15 Jun 2026, 12:30 pm");
  });
  it("shows a dash for invalid dates", () => {
    expect(formatDate("not a date")).toBe("—");
    expect(formatDateTime(new Date(Number.NaN))).toBe("—");
  });
  it("reads the Melbourne hour", () => {
    expect(melbourneHour(new Date("2026-06-14T14:00:00Z"))).toBe(0);
    expect(melbourneHour(new Date("2026-06-15T09:00:00Z"))).toBe(19);
    expect(melbourneHour(new Date("2026-01-15T09:00:00Z"))).toBe(20);
  });
  it("greets by Melbourne time of day", () => {
    expect(greeting(new Date("2026-06-14T14:00:00Z"))).toBe("Good morning"); // 00:00
    expect(greeting(new Date("2026-06-15T01:59:00Z"))).toBe("Good morning"); // 11:59
    expect(greeting(new Date("2026-06-15T02:00:00Z"))).toBe("Good afternoon"); // 12:00
    expect(greeting(new Date("2026-06-15T07:59:00Z"))).toBe("Good afternoon"); // 17:59
    expect(greeting(new Date("2026-06-15T08:00:00Z"))).toBe("Good evening"); // 18:00
    expect(greeting(new Date("2026-01-15T07:30:00Z"))).toBe("Good evening"); // 18:30 AEDT
  });
});

describe("integer cents", () => {
  it("converts dollars to cents without binary drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(150000)).toBe(15000000);
    expect(dollarsToCents(-1.005)).toBe(-101);
  });
  it("rounds half away from zero and never returns -0", () => {
    expect(roundCents(12.5)).toBe(13);
    expect(roundCents(-12.5)).toBe(-13);
    expect(roundCents(12.49)).toBe(12);
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });
});
