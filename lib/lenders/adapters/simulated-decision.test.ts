import { describe, expect, it } from "vitest";
import type { BankEvidence } from "@/lib/assessment/serviceability";
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

/** $120,000 a month in, healthy balances, no dishonours, no other lenders. */
const healthy: BankEvidence = {
  averageMonthlyInflowCents: 12_000_000,
  lowestMonthInflowCents: 9_000_000,
  averageBalanceCents: 4_000_000,
  dishonours90d: 0,
  existingLenderMonthlyCents: 0,
};

describe("the simulated lender's decision", () => {
  it("offers a strong, eligible, serviceable file a rate inside the lender's band with its establishment fee", () => {
    const d = simulatedDecision(lender, strong, { bank: healthy });
    expect(d.kind).toBe("offered");
    if (d.kind !== "offered") return;
    expect(d.terms.interestRateBps).toBeGreaterThanOrEqual(lender.rateMinBps);
    expect(d.terms.interestRateBps).toBeLessThanOrEqual(lender.rateMaxBps);
    expect(d.terms).toMatchObject({ amount: 150_000, termMonths: 36, frequency: "monthly", security: "Unsecured" });
    expect(d.terms.decisionNote).toBeUndefined();
    // The lender's 1.00% of $150,000 = $1,500.
    expect(lender.establishmentFeeBps).toBe(100);
    expect(d.terms.fees).toEqual([{ label: "Establishment fee", amountCents: 150_000, when: "upfront" }]);
  });

  it("decides nothing without bank data: it asks for it, and an answer typed to that changes nothing", () => {
    expect(simulatedDecision(lender, strong)).toEqual({ kind: "action_required", conditions: [CONDITIONS.bankData] });
    expect(simulatedDecision(lender, strong, { conditionsAnswered: true })).toEqual({
      kind: "action_required",
      conditions: [CONDITIONS.bankData],
    });
  });

  it("prices a weaker credit profile higher in the same band", () => {
    const good = simulatedDecision(lender, { ...strong, creditProfile: "good" }, { bank: healthy });
    const excellent = simulatedDecision(lender, strong, { bank: healthy });
    if (good.kind !== "offered" || excellent.kind !== "offered") throw new Error("expected offers");
    expect(good.terms.interestRateBps).toBeGreaterThan(excellent.terms.interestRateBps);
    expect(good.terms.interestRateBps).toBeLessThanOrEqual(lender.rateMaxBps);
  });

  it("asks a borderline file for named conditions, then offers once they are answered", () => {
    // Two years' trading against a 24-month minimum, and a 'good' profile: eligible, but not by much.
    const borderline = { ...strong, creditProfile: "good", timeInBusiness: "2-5y" };
    expect(reasonsAgainst(lender, borderline)).toEqual([]);
    expect(simulatedDecision(lender, borderline, { bank: healthy })).toEqual({
      kind: "action_required",
      conditions: [CONDITIONS.accounts],
    });
    expect(simulatedDecision(lender, borderline, { bank: healthy, conditionsAnswered: true }).kind).toBe("offered");
  });

  it("caps the amount to what its share of inflows allows, with the reason on the offer", () => {
    // $150,000 over 36 months is about $4,800 a month: 24% of $20,000 a month, over this lender's 20%.
    const tight = { ...healthy, averageMonthlyInflowCents: 2_000_000, lowestMonthInflowCents: 1_500_000 };
    const d = simulatedDecision(lender, strong, { bank: tight });
    expect(d.kind).toBe("offered");
    if (d.kind !== "offered") return;
    expect(d.terms.amount).toBeLessThan(150_000);
    expect(d.terms.amount).toBeGreaterThanOrEqual(lender.minAmount);
    expect(d.terms.decisionNote).toMatch(
      /^Capped at \$\d{3},000 \(you asked for \$150,000\): repayments on the amount asked would be 2\d% of your average monthly inflows \(with any other lenders' repayments\); this lender allows at most 20%\.$/,
    );
  });

  it("declines on the lender's own limits, and answering conditions never turns that into an offer", () => {
    const bounced = { ...healthy, dishonours90d: 1 };
    const d = simulatedDecision(lender, strong, { bank: bounced, conditionsAnswered: true });
    expect(d).toEqual({
      kind: "declined",
      reason: "1 dishonoured payments in the last 90 days; this lender accepts at most 0.",
    });
    const lowBalance = simulatedDecision(lender, strong, { bank: { ...healthy, averageBalanceCents: 200_000 } });
    expect(lowBalance.kind === "declined" && lowBalance.reason).toMatch(/below this lender's minimum of \$10,000\.00/);
  });

  it("asks for statements with balances when its minimum balance cannot be checked", () => {
    const d = simulatedDecision(lender, strong, { bank: { ...healthy, averageBalanceCents: null } });
    expect(d.kind).toBe("action_required");
    if (d.kind === "action_required")
      expect(d.conditions[0]).toMatch(/^Bank statements that show the account's daily balances\./);
  });

  it("declines an ineligible file with the match engine's reason", () => {
    const d = simulatedDecision(lender, { ...strong, loanAmount: 20_000 }, { bank: healthy });
    expect(d).toEqual({ kind: "declined", reason: "Minimum loan is $50,000" });
    const young = simulatedDecision(lender, { ...strong, timeInBusiness: "6m-1y" }, { bank: healthy });
    expect(young).toEqual({ kind: "declined", reason: "Needs at least 24 months trading, you have 6" });
  });

  it("is deterministic: the same facts always give the same decision", () => {
    const facts = [strong, { ...strong, creditProfile: "fair" }, { ...strong, loanAmount: 10_000 }];
    for (const f of facts)
      expect(simulatedDecision(lender, { ...f }, { bank: healthy })).toEqual(
        simulatedDecision(lender, { ...f }, { bank: healthy }),
      );
  });
});
