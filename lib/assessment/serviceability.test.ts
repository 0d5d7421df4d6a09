import { describe, expect, it } from "vitest";
import { monthlyRepaymentCents } from "@/lib/money/calculators";
import { analyseTransactions } from "./analysis";
import {
  affordabilityLine,
  assessServiceability,
  evidenceFrom,
  maxAffordableAmount,
  type BankEvidence,
  type LenderServiceabilityRule,
} from "./serviceability";
import { parseStatement } from "./statements";
import { fixture } from "@/tests/support/statement-fixtures";

const rule: LenderServiceabilityRule = {
  maxRepaymentShareOfInflowsBps: 3_000,
  minAverageBalanceCents: 500_000,
  maxDishonours90d: 1,
};
const evidence: BankEvidence = {
  averageMonthlyInflowCents: 2_000_000, // $20,000 a month
  lowestMonthInflowCents: 1_400_000,
  averageBalanceCents: 1_200_000,
  dishonours90d: 0,
  existingLenderMonthlyCents: 0,
};

describe("the file from issue 33: $235,000 over 36 months at $8,320 a month on $20,000 monthly turnover", () => {
  // 16.50% a year is the rate at which $235,000 over 36 months costs $8,320 a month.
  const proposal = { amount: 235_000, annualRateBps: 1_650, termMonths: 36 };

  it("is capped to what 30% of inflows can repay, with the reason", () => {
    const r = assessServiceability({ evidence, proposal, rule });
    expect(r.proposedMonthlyCents).toBe(832_003);
    expect(r.outcome).toBe("cap");
    expect(r.totalShareBps).toBe(4_160);
    expect(r.maxMonthlyCents).toBe(600_000);
    // The cap's repayment fits; one step more would not.
    expect(monthlyRepaymentCents(r.maxAmount!, 1_650, 36)).toBeLessThanOrEqual(600_000);
    expect(monthlyRepaymentCents(r.maxAmount! + 1_000, 1_650, 36)).toBeGreaterThan(600_000);
    expect(r.maxAmount).toBe(169_000);
    expect(r.reasons).toEqual([
      "Repayments of $8,320.03 a month would be 42% of average monthly inflows of $20,000.00; this lender allows at most 30%.",
      "Up to $169,000 over 36 months ($5,983.34 a month) fits within that limit.",
    ]);
    expect(r.affordabilityLine).toBe("repayments are 30% of your average monthly inflows; in your lowest month 43%");
  });

  it("is declined when existing lenders already take the lender's whole limit", () => {
    const r = assessServiceability({ evidence: { ...evidence, existingLenderMonthlyCents: 650_000 }, proposal, rule });
    expect(r.outcome).toBe("decline");
    expect(r.reasons).toEqual([
      "Existing lender repayments of $6,500.00 a month already take 33% of average monthly inflows of $20,000.00; this lender allows at most 30%.",
    ]);
    expect(r.affordabilityLine).toBeNull();
  });

  it("is declined when what fits is below the lender's smallest loan", () => {
    const r = assessServiceability({
      evidence: { ...evidence, existingLenderMonthlyCents: 590_000 },
      proposal,
      rule,
      minAmount: 10_000,
    });
    expect(r.outcome).toBe("decline");
    // $100 a month of room buys $2,000 over 36 months at 16.5% ($70.81 a month).
    expect(r.maxAmount).toBe(2_000);
    expect(r.reasons[1]).toBe("At most $2,000 would fit, below this lender's smallest loan of $10,000.");
  });
});

describe("each lender rule", () => {
  const small = { amount: 50_000, annualRateBps: 1_500, termMonths: 24 };

  it("maximum share of inflows: passes within it, counting existing lenders' repayments", () => {
    const pass = assessServiceability({ evidence, proposal: small, rule });
    expect(pass.outcome).toBe("pass");
    expect(pass.proposedMonthlyCents).toBe(242_433);
    expect(pass.totalShareBps).toBe(1_212);
    expect(pass.reasons).toEqual([
      "Repayments of $2,424.33 a month would be 12% of average monthly inflows of $20,000.00; this lender allows at most 30%.",
    ]);
    expect(pass.affordabilityLine).toBe("repayments are 12% of your average monthly inflows; in your lowest month 17%");

    const stacked = assessServiceability({
      evidence: { ...evidence, existingLenderMonthlyCents: 400_000 },
      proposal: small,
      rule,
    });
    expect(stacked.outcome).toBe("cap");
    expect(stacked.reasons[0]).toBe(
      "Repayments of $2,424.33 a month, with $4,000.00 to other lenders, would be 32% of average monthly inflows of $20,000.00; this lender allows at most 30%.",
    );
    // A stricter lender caps what a looser one passes.
    const strict = assessServiceability({
      evidence,
      proposal: small,
      rule: { ...rule, maxRepaymentShareOfInflowsBps: 1_000 },
    });
    expect(strict.outcome).toBe("cap");
    expect(strict.maxAmount).toBe(41_000);
  });

  it("minimum average balance: declines below it, refers when the statements have no balances", () => {
    const low = assessServiceability({
      evidence: { ...evidence, averageBalanceCents: 250_000 },
      proposal: small,
      rule,
    });
    expect(low).toMatchObject({
      outcome: "decline",
      reasons: ["Average balance of $2,500.00 is below this lender's minimum of $5,000.00."],
    });
    const none = assessServiceability({ evidence: { ...evidence, averageBalanceCents: null }, proposal: small, rule });
    expect(none).toMatchObject({
      outcome: "refer",
      reasons: ["The bank data has no balances, so this lender's minimum average balance cannot be checked."],
    });
    // A lender without a minimum does not need balances.
    expect(
      assessServiceability({
        evidence: { ...evidence, averageBalanceCents: null },
        proposal: small,
        rule: { ...rule, minAverageBalanceCents: 0 },
      }).outcome,
    ).toBe("pass");
  });

  it("dishonours in 90 days: declines past the lender's number, at it passes", () => {
    expect(assessServiceability({ evidence: { ...evidence, dishonours90d: 1 }, proposal: small, rule }).outcome).toBe(
      "pass",
    );
    const r = assessServiceability({ evidence: { ...evidence, dishonours90d: 4 }, proposal: small, rule });
    expect(r).toMatchObject({
      outcome: "decline",
      reasons: ["4 dishonoured payments in the last 90 days; this lender accepts at most 1."],
    });
  });

  it("decides nothing without bank data", () => {
    expect(assessServiceability({ evidence: null, proposal: small, rule })).toMatchObject({
      outcome: "refer",
      reasons: ["No bank data yet: serviceability waits for a bank connection or uploaded statements."],
    });
  });
});

describe("on the fixtures' bank data", () => {
  async function evidenceOf(name: string) {
    const r = await parseStatement({ fileName: name, bytes: fixture(name) });
    if (!r.ok) throw new Error(r.message);
    return evidenceFrom(analyseTransactions({ transactions: r.statement.transactions }));
  }

  it("the healthy café passes a $60,000 loan, with its PROSPA repayments counted", async () => {
    const cafe = await evidenceOf("healthy-cafe.cba.csv");
    const r = assessServiceability({
      evidence: cafe,
      proposal: { amount: 60_000, annualRateBps: 1_400, termMonths: 24 },
      rule,
    });
    expect(r.outcome).toBe("pass");
    expect(r.existingMonthlyCents).toBe(cafe.existingLenderMonthlyCents);
    expect(r.affordabilityLine).toMatch(
      /^repayments are \d+% of your average monthly inflows; in your lowest month \d+%; with your other lenders' repayments \d+%$/,
    );
  });

  it("the business with dishonours is declined by a lender allowing one", async () => {
    const r = assessServiceability({
      evidence: await evidenceOf("dishonours-ato-plan.nab.csv"),
      proposal: { amount: 20_000, annualRateBps: 2_200, termMonths: 12 },
      rule,
    });
    expect(r.outcome).toBe("decline");
    expect(r.reasons[0]).toMatch(/^\d+ dishonoured payments in the last 90 days; this lender accepts at most 1\.$/);
  });
});

describe("the affordability line and the inverse of the repayment formula", () => {
  it("says what share of inflows the repayments take, in the average and the lowest month", () => {
    expect(affordabilityLine(360_000, evidence)).toBe(
      "repayments are 18% of your average monthly inflows; in your lowest month 26%",
    );
    expect(affordabilityLine(360_000, { ...evidence, lowestMonthInflowCents: null })).toBe(
      "repayments are 18% of your average monthly inflows",
    );
    expect(affordabilityLine(360_000, { ...evidence, lowestMonthInflowCents: 0 })).toBe(
      "repayments are 18% of your average monthly inflows; in your lowest month there were no inflows",
    );
    expect(affordabilityLine(360_000, { ...evidence, averageMonthlyInflowCents: 0 })).toBeNull();
  });

  it("finds the largest amount a repayment buys, at any rate, including none", () => {
    for (const [monthly, bps, months] of [
      [600_000, 1_650, 36],
      [123_456, 990, 12],
      [99_999, 0, 24],
      [5_000_000, 2_900, 60],
    ] as const) {
      const amount = maxAffordableAmount(monthly, bps, months);
      expect(monthlyRepaymentCents(amount, bps, months)).toBeLessThanOrEqual(monthly);
      expect(monthlyRepaymentCents(amount + 1_000, bps, months)).toBeGreaterThan(monthly);
    }
    expect(maxAffordableAmount(0, 1_000, 12)).toBe(0);
  });
});
