import { describe, expect, it } from "vitest";
import {
  ABN_MESSAGES,
  DEMO_ABN,
  abnProblem,
  formatAbn,
  generateValidAbn,
  isValidAbn,
  normalizeAbn,
} from "@/lib/abr/abn";

describe("isValidAbn", () => {
  it.each(["51824753556", "51 824 753 556", "53 004 085 616", "33 051 775 556", " 83914571673 "])(
    "accepts real ABN %j",
    (abn) => {
      expect(isValidAbn(abn)).toBe(true);
    },
  );
  it.each([
    ["the demo ABN", DEMO_ABN],
    ["a changed digit", "51824753557"],
    ["swapped digits", "15824753556"],
    ["too short", "5182475355"],
    ["too long", "518247535560"],
    ["letters", "5182475355A"],
    ["punctuation", "51-824-753-556"],
    ["a leading zero", "01824753556"],
    ["empty", ""],
  ])("rejects %s", (_name, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });
  it("keeps the demo ABN at the spec's value", () => {
    expect(DEMO_ABN).toBe("12345678901");
  });
});

describe("normalizeAbn and formatAbn", () => {
  it("strips whitespace", () => {
    expect(normalizeAbn(" 51 824\t753 556 ")).toBe("51824753556");
  });
  it.each([
    ["51824753556", "51 824 753 556"],
    ["51 824 753 556", "51 824 753 556"],
    ["5", "5"],
    ["51", "51"],
    ["518", "51 8"],
    ["518247", "51 824 7"],
    ["51824753", "51 824 753"],
    ["518247535", "51 824 753 5"],
    ["5182475355699", "51 824 753 556"],
    ["51-824.753/556", "51 824 753 556"],
    ["", ""],
  ])("formats %j as %j", (input, expected) => {
    expect(formatAbn(input)).toBe(expected);
  });
});

describe("generateValidAbn", () => {
  it("always produces a valid, 11-digit ABN", () => {
    for (let seed = 0; seed < 2_000; seed++) {
      const abn = generateValidAbn(seed);
      expect(abn).toMatch(/^[1-9]\d{10}$/);
      expect(isValidAbn(abn)).toBe(true);
    }
  });
  it("is deterministic and distinct across seeds", () => {
    expect(generateValidAbn(42)).toBe(generateValidAbn(42));
    const seen = new Set(Array.from({ length: 5_000 }, (_, i) => generateValidAbn(i)));
    expect(seen.size).toBe(5_000);
  });
  it("never yields the demo ABN", () => {
    for (let seed = 0; seed < 500; seed++) expect(generateValidAbn(seed)).not.toBe(DEMO_ABN);
  });
  it("handles large seeds and rejects bad ones", () => {
    expect(isValidAbn(generateValidAbn(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(() => generateValidAbn(-1)).toThrow(RangeError);
    expect(() => generateValidAbn(1.5)).toThrow(RangeError);
  });
});

describe("abnProblem (step 7 and the server, issue #37)", () => {
  it("allows a blank, names a format problem, then a checksum problem", () => {
    expect(abnProblem("")).toBeNull();
    expect(abnProblem("51 824 753 556")).toBeNull();
    expect(abnProblem("51 824 753")).toBe(ABN_MESSAGES.format);
    expect(abnProblem("01 824 753 556")).toBe(ABN_MESSAGES.format);
    expect(abnProblem("51 824 753 557")).toBe(ABN_MESSAGES.checksum);
  });
});
