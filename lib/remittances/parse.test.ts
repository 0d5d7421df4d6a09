import { describe, expect, it } from "vitest";
import { parseAmountCents, parsePeriod, parseRemittance } from "./parse";

const mapping = { reference: "Loan Ref", amount: "Commission", type: "Type", period: "Month", ignore: ["Borrower"] };

describe("remittance CSV", () => {
  it("reads amounts and months as lenders write them", () => {
    expect(parseAmountCents("$1,234.50")).toBe(123_450);
    expect(parseAmountCents("1200")).toBe(120_000);
    expect(parseAmountCents("-12.00")).toBe(-1_200);
    expect(parseAmountCents("(12.00)")).toBe(-1_200);
    expect(parseAmountCents("12.345")).toBeNull();
    expect(parseAmountCents("twelve")).toBeNull();
    expect(parsePeriod("2026-10")).toBe("2026-10");
    expect(parsePeriod("10/2026")).toBe("2026-10");
    expect(parsePeriod("Oct 2026")).toBe("2026-10");
    expect(parsePeriod("October 2026")).toBe("2026-10");
    expect(parsePeriod("13/2026")).toBeNull();
  });

  it("maps the columns, case-insensitively, and keeps each line's number", () => {
    const csv =
      'Loan Ref,borrower,Type,Month,Commission\r\nPX-1,"Acme, Pty Ltd",Upfront,,"1,200.00"\r\nPX-1,Acme,Trail,Oct 2026,25.00\r\n';
    expect(parseRemittance(csv, mapping)).toEqual({
      ok: true,
      lines: [
        { lineNumber: 1, reference: "PX-1", period: "upfront", kind: "upfront", amountCents: 120_000 },
        { lineNumber: 2, reference: "PX-1", period: "2026-10", kind: "trail", amountCents: 2_500 },
      ],
    });
  });

  it("refuses unknown and missing columns", () => {
    const r = parseRemittance("Loan Ref,Commission,Type,Month,Notes\nPX-1,1,upfront,\n", mapping);
    expect(r).toEqual({ ok: false, problems: ['Unknown column "Notes": map it or list it as ignored.'] });
    const m = parseRemittance("Loan Ref,Type,Month\nPX-1,upfront,\n", mapping);
    expect(m.ok === false && m.problems).toEqual(['The file has no "Commission" column (the amount).']);
  });

  it("names every bad line: negative, not money, unknown type, bad month, duplicates", () => {
    const csv = [
      "Loan Ref,Commission,Type,Month",
      "PX-1,-10.00,upfront,",
      "PX-2,ten,upfront,",
      "PX-3,10,bonus,",
      "PX-4,10,trail,Smarch 2026",
      "PX-5,10,upfront,",
      "px-5,10,Upfront,",
      ",10,upfront,",
    ].join("\n");
    const r = parseRemittance(csv, mapping);
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.problems).toEqual([
      "Line 1: the amount is negative; a remittance pays, it does not claw back.",
      'Line 2: "ten" is not an amount.',
      'Line 3: "bonus" is neither upfront nor trail.',
      'Line 4: "Smarch 2026" is not a month.',
      "Line 6 repeats line 5 (px-5, upfront).",
      "Line 7: the loan reference is empty.",
    ]);
  });
});
