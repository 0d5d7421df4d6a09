import { describe, expect, it } from "vitest";
import { DEMO_ABN } from "@/lib/abr/abn";
import { acnFromAbn, formatAcn, isValidAcn } from "./acn";

describe("ACN", () => {
  it("accepts ASIC's published examples, with or without spaces", () => {
    for (const acn of ["000 000 019", "000 250 000", "004 085 616", "010 499 966", "123456780"])
      expect(isValidAcn(acn)).toBe(true);
  });

  it("refuses a wrong check digit, the wrong length and letters", () => {
    expect(isValidAcn("004 085 617")).toBe(false);
    expect(isValidAcn("00408561")).toBe(false);
    expect(isValidAcn("0040856160")).toBe(false);
    expect(isValidAcn("00408561A")).toBe(false);
    expect(isValidAcn("")).toBe(false);
  });

  it("derives the ACN from a company's ABN (digits 3-11)", () => {
    expect(acnFromAbn("49 004 028 077")).toBe("004028077");
    expect(formatAcn("004028077")).toBe("004 028 077");
  });

  it("derives nothing from an invalid ABN or one without a valid ACN inside", () => {
    expect(acnFromAbn(DEMO_ABN)).toBeNull();
    expect(acnFromAbn("49 004 028 078")).toBeNull();
    expect(acnFromAbn(null)).toBeNull();
  });
});
