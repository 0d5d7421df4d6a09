import { describe, expect, it } from "vitest";
import { feeTotalCents, loanTerms, periodsFor } from "./loan-terms";

describe("loanTerms", () => {
  it("without fees, the APR is the interest rate and the cost is the interest", () => {
    const t = loanTerms({ amount: 100_000, termMonths: 24, interestRateBps: 1_200, frequency: "monthly", fees: [] });
    expect(t.periods).toBe(24);
    expect(t.repaymentCents).toBe(470_735); // $4,707.35 a month at 12% over 24 months
    expect(t.totalRepayableCents).toBe(470_735 * 24);
    expect(t.totalCostCents).toBe(t.totalInterestCents);
    expect(t.aprBps).toBe(1_200);
  });

  it("fees raise the APR above the interest rate and add to the total cost", () => {
    const fees = [
      { label: "Establishment fee", amountCents: 250_000, when: "upfront" as const },
      { label: "Account fee", amountCents: 1_000, when: "monthly" as const },
    ];
    const t = loanTerms({ amount: 100_000, termMonths: 24, interestRateBps: 1_200, frequency: "monthly", fees });
    expect(t.totalFeesCents).toBe(250_000 + 24 * 1_000);
    expect(t.totalRepayableCents).toBe(t.repaymentCents * 24 + t.totalFeesCents);
    expect(t.totalCostCents).toBe(t.totalRepayableCents - 100_000 * 100);
    expect(t.aprBps).toBeGreaterThan(1_200);
    expect(t.aprBps).toBeLessThan(1_700);
  });

  it("weekly and fortnightly terms count their periods", () => {
    expect(periodsFor(12, "weekly")).toBe(52);
    expect(periodsFor(6, "fortnightly")).toBe(13);
    const weekly = loanTerms({ amount: 52_000, termMonths: 12, interestRateBps: 0, frequency: "weekly", fees: [] });
    expect(weekly.repaymentCents).toBe(100_000);
    expect(weekly.aprBps).toBe(0);
  });

  it("a monthly fee counts once a month of the term", () => {
    expect(feeTotalCents({ label: "x", amountCents: 500, when: "monthly" }, 36)).toBe(18_000);
    expect(feeTotalCents({ label: "x", amountCents: 500, when: "on_exit" }, 36)).toBe(500);
  });

  it("refuses impossible terms", () => {
    expect(() =>
      loanTerms({ amount: 0, termMonths: 12, interestRateBps: 900, frequency: "monthly", fees: [] }),
    ).toThrow(RangeError);
  });
});
