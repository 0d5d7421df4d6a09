import { describe, expect, it } from "vitest";
import { repaymentSchedule } from "@/lib/money/schedule";
import {
  clawbackRateBps,
  clawbackSchedule,
  formatClawbackSchedule,
  loanMonth,
  monthlyTrail,
  parseClawbackSchedule,
  payableOnReceipt,
  STANDARD_CLAWBACK_SCHEDULE,
  trailBaseCents,
  upfrontLenderCents,
} from "./terms";

const day = (s: string) => new Date(`${s}T00:00:00.000Z`);

describe("clawback schedule", () => {
  it("standard: 100% in months 1-6, 50% in months 7-12, nothing after", () => {
    const s = clawbackSchedule(null);
    expect(s).toEqual(STANDARD_CLAWBACK_SCHEDULE);
    expect([1, 6, 7, 12, 13].map((m) => clawbackRateBps(s, m))).toEqual([10_000, 10_000, 5_000, 5_000, 0]);
  });

  it("the loan's month: month k runs up to (not including) the k-month anniversary", () => {
    const settled = day("2026-01-31");
    expect(loanMonth(settled, day("2026-01-31"))).toBe(1);
    expect(loanMonth(settled, day("2026-02-27"))).toBe(1);
    expect(loanMonth(settled, day("2026-02-28"))).toBe(2); // clamped to February's last day
    expect(loanMonth(settled, day("2026-07-30"))).toBe(6);
    expect(loanMonth(settled, day("2026-07-31"))).toBe(7);
    expect(loanMonth(settled, day("2027-01-31"))).toBe(13);
  });

  it("a lender's own schedule is read from and written to the admin's text", () => {
    expect(parseClawbackSchedule("1-3: 100%, 4-9: 75, 10: 25%")).toEqual([
      { fromMonth: 1, toMonth: 3, rateBps: 10_000 },
      { fromMonth: 4, toMonth: 9, rateBps: 7_500 },
      { fromMonth: 10, toMonth: 10, rateBps: 2_500 },
    ]);
    expect(formatClawbackSchedule(STANDARD_CLAWBACK_SCHEDULE)).toBe("1-6: 100%, 7-12: 50%");
    expect(parseClawbackSchedule(formatClawbackSchedule(STANDARD_CLAWBACK_SCHEDULE))).toEqual(
      STANDARD_CLAWBACK_SCHEDULE,
    );
    expect(parseClawbackSchedule("None")).toEqual([]);
    expect(formatClawbackSchedule([])).toBe("None");
    expect(parseClawbackSchedule("7-12: 50%, 1-6: 100%")).toBeNull(); // out of order
    expect(parseClawbackSchedule("1-6: 100%, 6-12: 50%")).toBeNull(); // overlapping
    expect(parseClawbackSchedule("1-6: 150%")).toBeNull();
    expect(parseClawbackSchedule("six months")).toBeNull();
    expect(() => clawbackSchedule([{ fromMonth: 3, toMonth: 1, rateBps: 100 }])).toThrow(RangeError);
  });
});

describe("trail on the lender's basis", () => {
  const loan = {
    amountFunded: 120_000,
    termMonths: 24,
    interestRateBps: 1_200,
    frequency: "monthly" as const,
    settledOn: day("2026-01-15"),
  };

  it("on the outstanding balance it falls month by month, as the repayment schedule repays principal", () => {
    const rows = repaymentSchedule({ ...loan, amount: 120_000, firstPaymentDate: day("2026-02-15") });
    const bases = [1, 2, 3, 24].map((k) => trailBaseCents(loan, "outstanding_balance", k));
    expect(bases[0]).toBe(12_000_000); // nothing repaid before month 1
    expect(bases[1]).toBe(12_000_000 - rows[0]!.principalCents); // the first repayment is on the 1-month anniversary
    expect(bases[2]).toBe(rows[1]!.balanceCents);
    expect(bases[3]).toBe(rows[22]!.balanceCents);
    expect(bases[1]!).toBeLessThan(bases[0]!);
    expect(bases[3]!).toBeLessThan(bases[2]!);
  });

  it("on the original amount it stays at the amount funded", () => {
    expect(trailBaseCents(loan, "original_amount", 1)).toBe(12_000_000);
    expect(trailBaseCents(loan, "original_amount", 20)).toBe(12_000_000);
  });

  it("a weekly loan's balance counts every repayment dated before the month began", () => {
    const weekly = { ...loan, frequency: "weekly" as const };
    const rows = repaymentSchedule({ ...weekly, amount: 120_000, firstPaymentDate: day("2026-01-22") });
    // Month 2 starts 2026-02-15: repayments on 22, 29 Jan and 5, 12 Feb are before it.
    expect(trailBaseCents(weekly, "outstanding_balance", 2)).toBe(rows[3]!.balanceCents);
  });

  it("a month's trail: the lender's annual rate ÷ 12 on the base, and the partner's split of it", () => {
    expect(monthlyTrail(12_000_000, 25, 5_000)).toEqual({ lenderCents: 2_500, partnerCents: 1_250 });
    expect(monthlyTrail(15_000_000, 25, 5_000)).toEqual({ lenderCents: 3_125, partnerCents: 1_563 });
    expect(() => monthlyTrail(-1, 25, 5_000)).toThrow(RangeError);
    expect(upfrontLenderCents(150_000, 100)).toBe(150_000);
  });
});

describe("payable on receipt", () => {
  it("pays the received share of the partner's amount, never more than it", () => {
    expect(payableOnReceipt(75_000, 150_000, 150_000)).toBe(75_000);
    expect(payableOnReceipt(75_000, 100_000, 150_000)).toBe(50_000);
    expect(payableOnReceipt(75_000, 200_000, 150_000)).toBe(75_000);
    expect(payableOnReceipt(75_000, 0, 150_000)).toBe(0);
    expect(payableOnReceipt(75_000, 10, null)).toBe(75_000);
  });
});
