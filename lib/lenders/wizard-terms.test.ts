import { describe, expect, it } from "vitest";
import { PURPOSES, TERM_OPTIONS } from "@/lib/applications/vocab";
import { fundsPurpose } from "@/lib/matching";
import { REPRESENTATIVE } from "@/lib/money/calculators";
import { LENDER_PANEL } from "./panel-data";

/**
 * Issue #37 item 4: the terms the wizard offers (the spec's 12, 24, 36 and 60 months) are terms the
 * panel lends: for every purpose an applicant can choose, at least one lender that funds it lends
 * over each of them; and the site's representative example is one an applicant can apply for.
 */
describe("the wizard's terms come from the panel", () => {
  it.each(PURPOSES)("for %s, every wizard term is lent by a lender that funds it", (purpose) => {
    for (const term of TERM_OPTIONS) {
      const lenders = LENDER_PANEL.filter(
        (l) => fundsPurpose(l.products, purpose) && l.minTermMonths <= term && term <= l.maxTermMonths,
      );
      expect(lenders.length, `${purpose}, ${term} months`).toBeGreaterThan(0);
    }
  });

  it("the representative example's term is a wizard term the panel lends", () => {
    expect(TERM_OPTIONS as readonly number[]).toContain(REPRESENTATIVE.months);
    expect(
      LENDER_PANEL.some((l) => l.minTermMonths <= REPRESENTATIVE.months && REPRESENTATIVE.months <= l.maxTermMonths),
    ).toBe(true);
  });
});
