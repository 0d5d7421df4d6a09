import { describe, expect, it } from "vitest";
import { maskAccountNumber, parseAmountCents, parseStatementDate } from "./values";

describe("statement amounts", () => {
  it.each([
    ["1,234.56", 123456],
    ["-1,234.56", -123456],
    ["+1,234.56", 123456],
    ["$1,234.56", 123456],
    ["-$12.50", -1250],
    ["(1,234.56)", -123456],
    ["1,234.56 CR", 123456],
    ["1,234.56 DR", -123456],
    ["$83,646.00 CR", 8364600],
    ["1234.5", 123450],
    ["0.00", 0],
    ["12", 1200],
  ])("reads %s as %i cents", (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(["", "abc", "1.234", "12,34", "1,23,456.00", "INV 1234x", "--5"])("refuses %j", (text) => {
    expect(parseAmountCents(text)).toBeNull();
  });

  it("never goes through floating point (0.29 is 29 cents, not 28.999…)", () => {
    expect(parseAmountCents("0.29")).toBe(29);
    expect(parseAmountCents("1,000,000.07")).toBe(100000007);
  });
});

describe("statement dates (day first, as Australian banks print them)", () => {
  it.each([
    ["01/07/2026", "2026-07-01"],
    ["1/7/26", "2026-07-01"],
    ["2026-07-01", "2026-07-01"],
    ["01-07-2026", "2026-07-01"],
    ["1 Jul 2026", "2026-07-01"],
    ["01 JUL 26", "2026-07-01"],
    ["1-Jul-26", "2026-07-01"],
    ["30 September 2026", "2026-09-30"],
    ["12/10/2026", "2026-10-12"],
  ])("reads %s", (text, day) => {
    expect(parseStatementDate(text)).toBe(day);
  });

  it("refuses impossible and month-first dates", () => {
    expect(parseStatementDate("31/02/2026")).toBeNull();
    expect(parseStatementDate("10/13/2026")).toBeNull();
    expect(parseStatementDate("1 Jux 2026")).toBeNull();
  });

  it("takes the year of a year-less date from the caller (the statement period)", () => {
    expect(parseStatementDate("01 Jul")).toBeNull();
    expect(parseStatementDate("01 Jul", () => 2026)).toBe("2026-07-01");
  });

  it("keeps only the last four digits of an account number", () => {
    expect(maskAccountNumber("062-000 1234 5678")).toBe("••5678");
    expect(maskAccountNumber("12")).toBeNull();
  });
});
