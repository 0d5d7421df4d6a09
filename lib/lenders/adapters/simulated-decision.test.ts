import { describe, expect, it } from "vitest";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import type { ApplicationFacts } from "@/lib/matching";
import { reasonsAgainst } from "@/lib/matching";
import { CONDITIONS, simulatedDecision } from "./simulated-decision";

const lender = LENDER_PANEL.find((l) => l.name === "Southern Cross Business Bank")!;

/** Eligible with Southern Cross (24 months' trading minimum, $40k turnover) and strong on every count. */
const strong: ApplicationFacts = {
  loanAmount: 150_000,
  termMonths: 36,
  monthlyTurnover: 120_000,
  creditProfile: "excellent",
  timeInBusiness: "5y+",
  industry: "professional_services",
  purpose: "growth",
};

describe("the simulated lender's decision", () => {
  it("offers a strong, eligible file a rate inside the lender's band with its establishment fee", () => {
    const d = simulatedDecision(lender, strong);
    expect(d.kind).toBe("offered");
    if (d.kind !== "offered") return;
    expect(d.terms.interestRateBps).toBeGreaterThanOrEqual(lender.rateMinBps);
    expect(d.terms.interestRateBps).toBeLessThanOrEqual(lender.rateMaxBps);
    expect(d.terms).toMatchObject({ amount: 150_000, termMonths: 36, frequency: "monthly" });
    // The lender's 1.00% of $150,000 = $1,500.
    expect(lender.establishmentFeeBps).toBe(100);
    expect(d.terms.fees).toEqual([{ label: "Establishment fee", amountCents: 150_000, when: "upfront" }]);
  });

  it("prices a weaker credit profile higher in the same band", () => {
    const good = simulatedDecision(lender, { ...strong, creditProfile: "good" });
    const excellent = simulatedDecision(lender, strong);
    if (good.kind !== "offered" || excellent.kind !== "offered") throw new Error("expected offers");
    expect(good.terms.interestRateBps).toBeGreaterThan(excellent.terms.interestRateBps);
    expect(good.terms.interestRateBps).toBeLessThanOrEqual(lender.rateMaxBps);
  });

  it("asks a borderline file for named conditions, then offers once they are answered", () => {
    // Two years' trading against a 24-month minimum, and a 'good' profile: eligible, but not by much.
    const borderline = { ...strong, creditProfile: "good", timeInBusiness: "2-5y" };
    expect(reasonsAgainst(lender, borderline)).toEqual([]);
    expect(simulatedDecision(lender, borderline)).toEqual({
      kind: "action_required",
      conditions: [CONDITIONS.accounts],
    });
    const nearPrime = LENDER_PANEL.find((l) => l.tier === "near_prime" && l.acceptedCreditProfiles.includes("fair"))!;
    const fair = {
      ...strong,
      creditProfile: "fair",
      loanAmount: Math.max(nearPrime.minAmount, 50_000),
      termMonths: nearPrime.minTermMonths,
    };
    expect(reasonsAgainst(nearPrime, fair)).toEqual([]);
    const d = simulatedDecision(nearPrime, fair);
    expect(d.kind === "action_required" && d.conditions).toContain("A written explanation of the credit history");
    expect(simulatedDecision(lender, borderline, { conditionsAnswered: true }).kind).toBe("offered");
  });

  it("asks for another month of bank statements when the loan is near what the turnover supports", () => {
    const harbourline = LENDER_PANEL.find((l) => l.name === "Harbourline Commercial")!;
    // 6x turnover of $80,000 caps at $480,000; $450,000 is above 80% of it.
    const d = simulatedDecision(harbourline, { ...strong, monthlyTurnover: 80_000, loanAmount: 450_000 });
    expect(d.kind).toBe("action_required");
    if (d.kind === "action_required") expect(d.conditions).toContain("One more month of bank statements");
  });

  it("declines an ineligible file with the match engine's reason", () => {
    const d = simulatedDecision(lender, { ...strong, loanAmount: 20_000 });
    expect(d).toEqual({ kind: "declined", reason: "Minimum loan is $50,000" });
    const young = simulatedDecision(lender, { ...strong, timeInBusiness: "6m-1y" });
    expect(young).toEqual({ kind: "declined", reason: "Needs at least 24 months trading, you have 6" });
  });

  it("is deterministic: the same facts always give the same decision", () => {
    const facts = [strong, { ...strong, creditProfile: "fair" }, { ...strong, loanAmount: 10_000 }];
    for (const f of facts) expect(simulatedDecision(lender, { ...f })).toEqual(simulatedDecision(lender, { ...f }));
  });
});
