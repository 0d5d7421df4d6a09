import { describe, expect, it } from "vitest";
import { csvCell, csvFile, csvNumber } from "./csv";

describe("csv", () => {
  it("writes number cells as bare numbers, negative ones included, with fixed decimals when asked", () => {
    expect(csvCell(csvNumber(-200, 2))).toBe("-200.00");
    expect(csvCell(csvNumber(1234.5, 2))).toBe("1234.50");
    expect(csvCell(csvNumber(0.8, 2))).toBe("0.80");
    expect(csvCell(150000)).toBe("150000");
    expect(csvCell(-3)).toBe("-3");
    expect(() => csvCell(Number.NaN)).toThrow();
    expect(() => csvCell(csvNumber(Number.POSITIVE_INFINITY, 2))).toThrow();
  });

  it("quotes text cells and guards every text cell that a spreadsheet would run as a formula", () => {
    expect(csvCell("Café Zoë")).toBe('"Café Zoë"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    // Text that looks like a number is still text: the guard applies (only our own numbers are numbers).
    expect(csvCell("-200.00")).toBe(`"'-200.00"`);
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("joins rows with CRLF", () => {
    expect(
      csvFile([
        ["a", 1],
        ["-b", csvNumber(-2, 2)],
      ]),
    ).toBe(`"a",1\r\n"'-b",-2.00\r\n`);
  });
});
