import { describe, expect, it } from "vitest";
import {
  clawbackCents,
  completedTrailMonths,
  DEFAULT_SPLIT_BPS,
  MAX_UPFRONT_PER_REFERRAL_CENTS,
  upfrontCommissionCents,
} from "./calc";

const day = (s: string) => new Date(`${s}T00:00:00.000Z`);

describe("settlement commission arithmetic (whole cents)", () => {
  it("upfront: funded × the lender's rate × the partner's split, capped at $5,000 a referral", () => {
    expect(upfrontCommissionCents(150_000, 100, DEFAULT_SPLIT_BPS)).toBe(75_000);
    expect(upfrontCommissionCents(150_000, 120, 6_000)).toBe(108_000);
    expect(upfrontCommissionCents(33_333, 85, 5_000)).toBe(14_167); // 14,166.5 rounds half up
    expect(upfrontCommissionCents(1_000_000, 100, DEFAULT_SPLIT_BPS)).toBe(MAX_UPFRONT_PER_REFERRAL_CENTS);
    expect(upfrontCommissionCents(1_000_000, 150, 8_000)).toBe(MAX_UPFRONT_PER_REFERRAL_CENTS);
    expect(upfrontCommissionCents(100_000, 0, 5_000)).toBe(0);
  });

  it("clawback: a negative share of the upfront partner amount", () => {
    expect(clawbackCents(75_000, 10_000)).toBe(-75_000);
    expect(clawbackCents(75_001, 5_000)).toBe(-37_501);
    expect(clawbackCents(75_000, 0)).toBe(0);
  });

  it("trail months: each completed month once, up to the term and the day the loan closed", () => {
    const settled = day("2026-08-15");
    const now = day("2026-11-15");
    expect(completedTrailMonths(settled, 24, now)).toEqual([
      { period: "2026-08", earnedAt: day("2026-09-15") },
      { period: "2026-09", earnedAt: day("2026-10-15") },
      { period: "2026-10", earnedAt: day("2026-11-15") },
    ]);
    expect(completedTrailMonths(settled, 24, day("2026-11-14"))).toHaveLength(2);
    expect(completedTrailMonths(settled, 2, now)).toHaveLength(2);
    expect(completedTrailMonths(settled, 24, now, day("2026-10-14"))).toHaveLength(1);
    expect(completedTrailMonths(settled, 24, day("2026-09-01"))).toEqual([]);
  });
});
