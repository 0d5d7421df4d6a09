import { describe, expect, it } from "vitest";
import { paymentDate, repaymentSchedule } from "@/lib/money/schedule";
import { scheduledBalance } from "./loan-summary";

const rows = [
  { number: 1, date: "2026-01-10", balanceCents: 70_000 },
  { number: 2, date: "2026-02-10", balanceCents: 35_000 },
  { number: 3, date: "2026-03-10", balanceCents: 0 },
];

describe("scheduledBalance", () => {
  it("is the amount funded before the first payment falls due", () => {
    expect(scheduledBalance(rows, 1_000, "2026-01-05")).toEqual({ balanceCents: 100_000, paymentsDue: 0 });
  });

  it("counts the payments due before today, not today's", () => {
    expect(scheduledBalance(rows, 1_000, "2026-01-10")).toEqual({ balanceCents: 100_000, paymentsDue: 0 });
    expect(scheduledBalance(rows, 1_000, "2026-01-11")).toEqual({ balanceCents: 70_000, paymentsDue: 1 });
    expect(scheduledBalance(rows, 1_000, "2026-02-28")).toEqual({ balanceCents: 35_000, paymentsDue: 2 });
  });

  it("is nothing once the schedule is paid out", () => {
    expect(scheduledBalance(rows, 1_000, "2027-01-01")).toEqual({ balanceCents: 0, paymentsDue: 3 });
  });

  it("follows a real schedule down to zero", () => {
    const schedule = repaymentSchedule({
      amount: 50_000,
      termMonths: 12,
      interestRateBps: 1_200,
      frequency: "weekly",
      firstPaymentDate: paymentDate(new Date("2026-01-01T00:00:00Z"), "weekly", 1),
    }).map((r) => ({ ...r, date: r.date.toISOString().slice(0, 10) }));
    const mid = schedule[9]!;
    const after = scheduledBalance(schedule, 50_000, "2026-03-20");
    expect(after.paymentsDue).toBe(schedule.filter((r) => r.date < "2026-03-20").length);
    expect(after.balanceCents).toBe(schedule[after.paymentsDue - 1]!.balanceCents);
    expect(mid.balanceCents).toBeGreaterThan(0);
    expect(scheduledBalance(schedule, 50_000, "2099-01-01").balanceCents).toBe(0);
  });
});
