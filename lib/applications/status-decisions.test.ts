import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  DECISION_STATUSES,
  checkDecision,
  checkTransition,
  isDecision,
} from "@/lib/applications/status";
import { staffDecisionConsequence } from "@/lib/applications/status-views";

/** A staff member (not an admin) sending the change with or without a note. */
const byStaff = (hasNote: boolean) => ({ isAdmin: false, hasNote });

// Issue 18: one dropdown click funded a loan. A decision now needs a note, on the server too.
describe("decisions need a note", () => {
  it("refuses a decision (approved, declined, funded, withdrawn) without a note, and allows it with one", () => {
    expect(DECISION_STATUSES).toEqual(["approved", "declined", "settled", "withdrawn"]);
    expect(checkTransition("under_review", "settled", byStaff(false))).toEqual({
      ok: false,
      reason: "A note is required to make an application Settled: confirm the decision and say why.",
    });
    expect(checkTransition("under_review", "approved", byStaff(false))).toEqual({
      ok: false,
      reason: "A note is required to make an application Approved: confirm the decision and say why.",
    });
    expect(checkTransition("submitted", "declined", byStaff(false)).ok).toBe(false);
    expect(checkTransition("approved", "withdrawn", byStaff(false)).ok).toBe(false);
    expect(checkTransition("under_review", "approved", byStaff(true))).toEqual({ ok: true });
    expect(checkTransition("approved", "settled", byStaff(true))).toEqual({ ok: true });
    expect(checkTransition("under_review", "settled", byStaff(true))).toEqual({ ok: true });
    expect(APPLICATION_STATUSES.filter(isDecision)).toEqual(["approved", "settled", "declined", "withdrawn"]);
  });
  it("checks the note of a decision on its own, for any target", () => {
    for (const to of APPLICATION_STATUSES) {
      expect(checkDecision(to, true)).toEqual({ ok: true });
      expect(checkDecision(to, false).ok).toBe(!isDecision(to));
    }
  });
  it("says what each decision sets in motion, funded asking for the settlement details", () => {
    expect(staffDecisionConsequence("approved")).toMatch(/approved/);
    expect(staffDecisionConsequence("rejected")).toMatch(/declined/);
    expect(staffDecisionConsequence("funded")).toMatch(/settlement date, amount and lender reference/);
    expect(staffDecisionConsequence("in_review")).toBe("");
  });
});
