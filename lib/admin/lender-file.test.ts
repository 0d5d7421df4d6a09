import { describe, expect, it } from "vitest";
import { parseCsv } from "./lender-file";

describe("CSV for lender panel files", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF, and skips blank lines", () => {
    expect(parseCsv('a,b,c\r\n1,"two, and ""2""","line\nbreak"\n\n4,,6')).toEqual([
      ["a", "b", "c"],
      ["1", 'two, and "2"', "line\nbreak"],
      ["4", "", "6"],
    ]);
    expect(parseCsv("x,y\n")).toEqual([["x", "y"]]);
  });
});
