import { describe, expect, it } from "vitest";
import { normaliseName, signerNameMatches, signerNameProblem } from "./signer";

const olivia = { firstName: "Olivia", lastName: "Walker" };
const ASK = "Type your full name as it appears on the application: Olivia Walker.";

describe("who may sign a contract (#39 item 8)", () => {
  it("accepts the recorded name whatever its case, spacing or Unicode form, with or without middle names", () => {
    for (const typed of [
      "Olivia Walker",
      "  olivia   WALKER ",
      "Olivia Jane Walker",
      "Olivia J. Walker",
      "\uff2f\uff4c\uff49\uff56\uff49\uff41 Walker", // full-width letters, NFKC-equal
      "Olivia\u00a0Walker",
    ])
      expect(signerNameMatches(typed, olivia), typed).toBe(true);
  });

  it("refuses any other name, a first or last name alone, and a swapped order", () => {
    for (const typed of ["Mickey Mouse", "Olivia", "Walker", "Walker Olivia", "Olivia Walkers", "Liv Walker"])
      expect(signerNameProblem(typed, olivia), typed).toBe(ASK);
  });

  it("refuses markup and control characters with a message naming the expected signer", () => {
    for (const typed of [
      "<img src=x onerror=alert(1)>",
      "Olivia <b>Walker</b>",
      "Olivia\u0007 Walker",
      "Olivia\u202eWalker",
    ])
      expect(signerNameProblem(typed, olivia), typed).toBe(
        `A name cannot contain < or > or control characters. ${ASK}`,
      );
  });

  it("matches multi-word first and last names on the first name's first word and the whole last name", () => {
    const rec = { firstName: "Mary Anne", lastName: "van der Berg" };
    expect(signerNameMatches("Mary van der Berg", rec)).toBe(true);
    expect(signerNameMatches("Mary Anne Van Der Berg", rec)).toBe(true);
    expect(signerNameMatches("Mary Berg", rec)).toBe(false);
    expect(signerNameMatches("O\u2019Brien Sean", { firstName: "O'Brien", lastName: "Sean" })).toBe(true);
    expect(normaliseName(" A\u2019B  c ")).toBe("a'b c");
  });
});
