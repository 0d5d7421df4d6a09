import { describe, expect, it } from "vitest";
import { commissionLabel, paymentLabel } from "./labels";

describe("commission labels", () => {
  it("names each kind, and the month a trail is for", () => {
    expect(commissionLabel("upfront", "upfront")).toBe("Upfront");
    expect(commissionLabel("trail", "2026-11")).toBe("Trail for November 2026");
    expect(commissionLabel("trail", null)).toBe("Trail");
    expect(commissionLabel("clawback", "clawback")).toBe("Clawback");
  });

  it("says when and by which payout run a line was paid", () => {
    const paidAt = new Date("2026-11-28T01:00:00.000Z");
    expect(paymentLabel({ paid: true, paidAt, payableAt: paidAt, payoutReference: "PR-0007" })).toBe(
      "Paid 28 Nov 2026, run PR-0007",
    );
    expect(paymentLabel({ paid: true, paidAt, payableAt: paidAt })).toBe("Paid 28 Nov 2026");
    expect(paymentLabel({ paid: false, paidAt: null, payableAt: paidAt })).toBe("Unpaid");
    expect(paymentLabel({ paid: false, paidAt: null, payableAt: null })).toBe("Awaiting lender payment");
  });
});
