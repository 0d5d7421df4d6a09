import { describe, expect, it } from "vitest";
import { MAX_UPFRONT_PER_REFERRAL_CENTS } from "@/lib/commissions/calc";
import { commissionDisclosure } from "./commission-disclosure";

const loan = { amount: 150_000, termMonths: 12, interestRateBps: 1_200, repaymentFrequency: "monthly" };
const ON = new Date("2026-12-01T00:00:00Z");

describe("commissionDisclosure (ADR 067)", () => {
  it("computes upfront and trail in dollars from the lender's terms and the partner's split", () => {
    const d = commissionDisclosure(
      {
        ...loan,
        lender: { commissionRateBps: 100, trailRateBps: 24, trailBasis: "original_amount" },
        partner: { name: "Michael Chen", splitBps: null },
      },
      ON,
    );
    // 1% of $150,000 = $1,500, half to the partner; 0.24% a year on $150,000 = $30 a month × 12 = $360, half each.
    expect(d.partnerUpfrontCents).toBe(75_000);
    expect(d.bizfundUpfrontCents).toBe(75_000);
    expect(d.partnerTrailCents).toBe(18_000);
    expect(d.bizfundTrailCents).toBe(18_000);
    expect(d.bizfund).toBe("$750.00 upfront and $180.00 trail over 12 months");
    expect(d.summary).toContain("Michael Chen, who referred you, receives $750.00 upfront");
  });

  it("keeps everything for BizFund without a partner, caps the partner's upfront, and trails less on a falling balance", () => {
    const lender = { commissionRateBps: 100, trailRateBps: 24, trailBasis: "outstanding_balance" as const };
    const alone = commissionDisclosure({ ...loan, lender, partner: null }, ON);
    expect(alone.partner).toBe("No referring partner");
    expect(alone.bizfundUpfrontCents).toBe(150_000);
    expect(alone.bizfundTrailCents).toBeLessThan(36_000);
    const big = commissionDisclosure(
      { ...loan, amount: 2_000_000, lender, partner: { name: "P", splitBps: 5_000 } },
      ON,
    );
    expect(big.partnerUpfrontCents).toBe(MAX_UPFRONT_PER_REFERRAL_CENTS);
    expect(big.bizfundUpfrontCents).toBe(2_000_000 - MAX_UPFRONT_PER_REFERRAL_CENTS);
  });
});
