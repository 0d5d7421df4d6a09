import { describe, expect, it } from "vitest";
import {
  calcCommissionCents,
  DEFAULT_SPLIT_BPS,
  MAX_UPFRONT_PER_REFERRAL_CENTS,
  summariseLedger,
  UPFRONT_RATE_BPS,
} from "@/lib/commissions/calc";

describe("commissions", () => {
  it("splits 50-50 and tops out at $5,000 per referral on $1M", () => {
    expect(
      calcCommissionCents({ baseAmountDollars: 1_000_000, rateBps: UPFRONT_RATE_BPS, splitBps: DEFAULT_SPLIT_BPS }),
    ).toBe(MAX_UPFRONT_PER_REFERRAL_CENTS);
    expect(
      calcCommissionCents({ baseAmountDollars: 150_000, rateBps: UPFRONT_RATE_BPS, splitBps: DEFAULT_SPLIT_BPS }),
    ).toBe(75_000);
    expect(calcCommissionCents({ baseAmountDollars: 33_333, rateBps: 2, splitBps: DEFAULT_SPLIT_BPS })).toBe(333);
    expect(() => calcCommissionCents({ baseAmountDollars: -1, rateBps: 1, splitBps: 1 })).toThrow(RangeError);
  });

  it("summarises a ledger with clawbacks and this month in Melbourne", () => {
    const now = new Date("2026-11-15T00:00:00Z");
    const s = summariseLedger(
      [
        {
          kind: "upfront",
          amountCents: 100_000,
          applicationId: "a",
          earnedAt: new Date("2026-10-31T14:30:00Z"),
          paid: true,
        }, // 1 Nov in Melbourne
        {
          kind: "upfront",
          amountCents: 50_000,
          applicationId: "b",
          earnedAt: new Date("2026-09-01T00:00:00Z"),
          paid: false,
        },
        {
          kind: "trail",
          amountCents: 1_000,
          applicationId: "a",
          earnedAt: new Date("2026-11-10T00:00:00Z"),
          paid: false,
        },
        {
          kind: "clawback",
          amountCents: -20_000,
          applicationId: "b",
          earnedAt: new Date("2026-11-12T00:00:00Z"),
          paid: false,
        },
      ],
      now,
    );
    expect(s).toEqual({
      totalEarnedCents: 131_000,
      thisMonthCents: 81_000,
      averagePerDealCents: 65_500,
      paidCents: 100_000,
      unpaidCents: 31_000,
      deals: 2,
    });
  });
});
