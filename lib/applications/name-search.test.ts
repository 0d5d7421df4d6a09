import { describe, expect, it } from "vitest";
import { businessNameKeyPattern } from "./name-search";

/** The database's key (migration 20261126200000), for checking the pattern holds of real names. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/(?<![\p{L}\p{N}_])(pty|ltd|limited|proprietary)(?![\p{L}\p{N}_])/gu, "")
    .replace(/[ \t\n\r\f\v]+/g, "");

describe("businessNameKeyPattern", () => {
  it("searches by the distinctive words, across the legal-form words inside the text", () => {
    expect(businessNameKeyPattern("Pty Ltd 4242")).toBe("4242");
    expect(businessNameKeyPattern("Coastal Bakery")).toBe("coastalbakery");
    expect(businessNameKeyPattern("Coastal Pty Ltd Bakery")).toBe("coastalbakery");
    expect(businessNameKeyPattern("  COASTAL   bakery ")).toBe("coastalbakery");
  });

  it("does not use a first word a legal-form word could end, or a last one it could begin", () => {
    expect(businessNameKeyPattern("ty Coastal")).toBe("coastal");
    expect(businessNameKeyPattern("Coastal Lt")).toBe("coastal");
    expect(businessNameKeyPattern("Coastal Limi")).toBe("coastal");
    expect(businessNameKeyPattern("imited")).toBeNull();
  });

  it("keeps pieces with other characters unless a word in them is dropped, and needs three characters", () => {
    expect(businessNameKeyPattern("O'Brien Plumbing")).toBe("o'brienplumbing");
    expect(businessNameKeyPattern("BF-2020-004242")).toBe("bf-2020-004242");
    expect(businessNameKeyPattern("Smith & Co")).toBe("smith&co");
    expect(businessNameKeyPattern("Smith Pty. Ltd. Freight")).toBe("freight");
    expect(businessNameKeyPattern("Café Bistro")).toBe("bistro");
    // The Kelvin sign lowers to an ASCII "k" in JavaScript, not in every database locale.
    expect(businessNameKeyPattern("\u212Aey Traders")).toBe("traders");
    expect(businessNameKeyPattern("A&B")).toBe("a&b");
    expect(businessNameKeyPattern("Pty Ltd")).toBeNull();
    expect(businessNameKeyPattern("ab")).toBeNull();
    expect(businessNameKeyPattern("")).toBeNull();
  });

  it("is contained in the key of every name that contains the search text", () => {
    const names = [
      "Coastal Bakery Pty Ltd 4242",
      "Coastal Pty Ltd Bakery",
      "Empty Ltd Holdings",
      "Coastal Ltdx Traders",
      "Smith & Co Pty. Ltd.",
      "O'Brien Plumbing Limited",
      "Harbour  Proprietary   Limited Freight",
      "Bluewater_pty Marine",
      "BF-Pty-Ltd Co-op",
      "Limited-Edition Prints (Pty) Ltd",
      "Café Ltd Crème",
    ];
    const searches = (name: string) => {
      const out: string[] = [];
      for (let i = 0; i < name.length; i++) for (let j = i + 1; j <= name.length; j++) out.push(name.slice(i, j));
      return out;
    };
    const misses: string[] = [];
    for (const name of names)
      for (const q of searches(name)) {
        const key = businessNameKeyPattern(q);
        if (key !== null && !keyOf(name).includes(key)) misses.push(`${JSON.stringify(q)} in ${name}`);
      }
    expect(misses).toEqual([]);
  });
});
