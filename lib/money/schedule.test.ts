import { describe, expect, it } from "vitest";
import { amortisedRepayment } from "./calculators";
import { loanTerms } from "./loan-terms";
import { addMonths, nextPayment, repaymentSchedule } from "./schedule";

const first = new Date("2026-12-15T00:00:00.000Z");

describe("repayment schedule", () => {
  it.each([
    ["monthly", 24, 24],
    ["fortnightly", 24, 52],
    ["weekly", 12, 52],
  ] as const)("%s: the principal sums exactly to the amount funded and the balance ends at 0", (frequency, term, n) => {
    for (const [amount, bps] of [
      [150_000, 1190],
      [33_333, 749],
      [10_001, 0],
    ] as const) {
      const rows = repaymentSchedule({
        amount,
        termMonths: term,
        interestRateBps: bps,
        frequency,
        firstPaymentDate: first,
      });
      expect(rows).toHaveLength(n);
      expect(rows.reduce((s, r) => s + r.principalCents, 0)).toBe(amount * 100);
      expect(rows.at(-1)!.balanceCents).toBe(0);
      for (const r of rows) {
        expect(Number.isInteger(r.paymentCents) && Number.isInteger(r.interestCents)).toBe(true);
        expect(r.paymentCents).toBe(r.interestCents + r.principalCents);
      }
      // Every payment but the last is the level repayment the offer disclosed.
      const level = loanTerms({ amount, termMonths: term, interestRateBps: bps, frequency, fees: [] }).repaymentCents;
      expect(new Set(rows.slice(0, -1).map((r) => r.paymentCents))).toEqual(new Set([level]));
      expect(Math.abs(rows.at(-1)!.paymentCents - level)).toBeLessThan(n);
    }
  });

  it.each([
    ["monthly", 36, 1190, 235_000],
    ["weekly", 24, 795, 150_000],
    ["fortnightly", 18, 1349, 87_650],
    ["monthly", 12, 2450, 20_003],
  ] as const)(
    "%s: the payments sum to the contract's total repayable to the cent (fees aside)",
    (frequency, term, bps, amount) => {
      const fees = [{ label: "Establishment fee", amountCents: 99_000, when: "upfront" as const }];
      const terms = loanTerms({ amount, termMonths: term, interestRateBps: bps, frequency, fees });
      const rows = repaymentSchedule({
        amount,
        termMonths: term,
        interestRateBps: bps,
        frequency,
        firstPaymentDate: first,
      });
      const total = rows.reduce((s, r) => s + r.paymentCents, 0);
      expect(total + terms.totalFeesCents).toBe(terms.totalRepayableCents);
      expect(rows.reduce((s, r) => s + r.interestCents, 0)).toBe(terms.totalInterestCents);
      expect(rows.reduce((s, r) => s + r.principalCents, 0)).toBe(amount * 100);
    },
  );

  it("agrees with the monthly repayment every other figure uses, and dates each period", () => {
    const rows = repaymentSchedule({
      amount: 150_000,
      termMonths: 24,
      interestRateBps: 1190,
      frequency: "monthly",
      firstPaymentDate: new Date("2027-01-31T00:00:00.000Z"),
    });
    expect(rows[0]!.paymentCents).toBe(amortisedRepayment(150_000, 1190, 24).monthlyCents);
    expect(rows[0]!.interestCents).toBe(Math.round((150_000 * 100 * 0.119) / 12));
    expect(rows.slice(0, 3).map((r) => r.date.toISOString().slice(0, 10))).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
    ]);
    const weekly = repaymentSchedule({
      amount: 5_000,
      termMonths: 1,
      interestRateBps: 1000,
      frequency: "weekly",
      firstPaymentDate: first,
    });
    expect(weekly.map((r) => r.date.toISOString().slice(0, 10))).toEqual([
      "2026-12-15",
      "2026-12-22",
      "2026-12-29",
      "2027-01-05",
    ]);
    const fortnightly = repaymentSchedule({
      amount: 5_000,
      termMonths: 1,
      interestRateBps: 1000,
      frequency: "fortnightly",
      firstPaymentDate: first,
    });
    expect(fortnightly.map((r) => r.date.toISOString().slice(0, 10))).toEqual(["2026-12-15", "2026-12-29"]);
  });

  it("finds the next payment from a day, and refuses nonsense", () => {
    const rows = repaymentSchedule({
      amount: 12_000,
      termMonths: 12,
      interestRateBps: 900,
      frequency: "monthly",
      firstPaymentDate: first,
    });
    expect(nextPayment(rows, new Date("2026-12-15T09:00:00.000Z"))!.number).toBe(1);
    expect(nextPayment(rows, new Date("2026-12-16T00:00:00.000Z"))!.number).toBe(2);
    expect(nextPayment(rows, new Date("2028-01-01T00:00:00.000Z"))).toBeNull();
    expect(addMonths(new Date("2026-01-31T00:00:00.000Z"), 1).toISOString().slice(0, 10)).toBe("2026-02-28");
    expect(() =>
      repaymentSchedule({
        amount: 0,
        termMonths: 12,
        interestRateBps: 900,
        frequency: "monthly",
        firstPaymentDate: first,
      }),
    ).toThrow(RangeError);
  });
});
