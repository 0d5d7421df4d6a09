import { describe, expect, it } from "vitest";
import { loanTerms, type LoanTermsInput } from "@/lib/money/loan-terms";
import {
  comparisonSummary,
  lenderOffersView,
  monthlyEquivalentCents,
  monthlyEquivalentText,
  offerBadges,
  visibleOffers,
  type ComparableOffer,
} from "./compare";

const fee = { label: "Establishment fee", amountCents: 99_000, when: "upfront" as const };

/** An offer whose figures come from loanTerms(), as every stored offer's do. */
function offer(id: string, terms: Partial<LoanTermsInput> = {}, status = "open"): ComparableOffer {
  const input: LoanTermsInput = {
    amount: 300_000,
    termMonths: 36,
    interestRateBps: 800,
    frequency: "monthly",
    fees: [fee],
    ...terms,
  };
  const t = loanTerms(input);
  return {
    id,
    status,
    lenderName: `Lender ${id}`,
    repaymentCents: t.repaymentCents,
    repaymentFrequency: input.frequency,
    aprBps: t.aprBps,
    totalCostCents: t.totalCostCents,
  };
}

describe("monthly equivalent", () => {
  it("is weekly × 52 / 12 to the cent (the issue's $1,561.11 weekly)", () => {
    expect(monthlyEquivalentCents(156_111, "weekly")).toBe(676_481);
    expect(monthlyEquivalentText(156_111, "weekly")).toBe("about $6,764.81 a month");
  });
  it("is fortnightly × 26 / 12, rounded half away from zero", () => {
    // 100_001 × 26 / 12 = 216_668.83…
    expect(monthlyEquivalentCents(100_001, "fortnightly")).toBe(216_669);
    // 6 × 26 / 12 = 13 exactly; 3 × 26 / 12 = 6.5 → 7
    expect(monthlyEquivalentCents(6, "fortnightly")).toBe(13);
    expect(monthlyEquivalentCents(3, "fortnightly")).toBe(7);
  });
  it("is the repayment itself for a monthly one, with no 'about' line", () => {
    expect(monthlyEquivalentCents(938_708, "monthly")).toBe(938_708);
    expect(monthlyEquivalentText(938_708, "monthly")).toBeNull();
  });
});

describe("badges", () => {
  it("go to different offers when weekly repayments cost less at a higher APR", () => {
    const weekly = offer("w", { interestRateBps: 795, frequency: "weekly" });
    const monthly = offer("m", { interestRateBps: 790, frequency: "monthly" });
    // The premise, from the money module: the weekly offer's APR is higher, its cost lower.
    expect(weekly.aprBps).toBeGreaterThan(monthly.aprBps);
    expect(weekly.totalCostCents).toBeLessThan(monthly.totalCostCents);
    const badges = offerBadges([weekly, monthly]);
    expect(badges.get("w")).toEqual(["lowest-total-cost"]);
    expect(badges.get("m")).toEqual(["lowest-apr"]);
  });
  it("both go to one offer when it is cheapest on both counts", () => {
    const badges = offerBadges([offer("a", { interestRateBps: 700 }), offer("b", { interestRateBps: 900 })]);
    expect(badges.get("a")).toEqual(["lowest-total-cost", "lowest-apr"]);
    expect(badges.get("b")).toEqual([]);
  });
  it("a tie gives every tied offer the badge", () => {
    const badges = offerBadges([offer("a"), offer("b"), offer("c", { interestRateBps: 900 })]);
    expect(badges.get("a")).toEqual(["lowest-total-cost", "lowest-apr"]);
    expect(badges.get("b")).toEqual(["lowest-total-cost", "lowest-apr"]);
    expect(badges.get("c")).toEqual([]);
  });
  it("a single offer gets none: there is nothing to compare it with", () => {
    expect(offerBadges([offer("a")]).get("a")).toEqual([]);
  });
  it("ranks only the open offers: an expired or released offer is no choice", () => {
    const badges = offerBadges([
      offer("gone", { interestRateBps: 500 }, "expired"),
      offer("a", { interestRateBps: 800 }),
      offer("b", { interestRateBps: 900 }),
    ]);
    expect(badges.get("gone")).toEqual([]);
    expect(badges.get("a")).toEqual(["lowest-total-cost", "lowest-apr"]);
    // And one open offer beside a closed one: still nothing to compare.
    expect(offerBadges([offer("gone", {}, "released"), offer("a")]).get("a")).toEqual([]);
  });
});

describe("summary", () => {
  it("counts the offers and names the cheapest and the lowest APR", () => {
    const weekly = offer("w", { interestRateBps: 795, frequency: "weekly" });
    const monthly = offer("m", { interestRateBps: 790 });
    expect(comparisonSummary([weekly, monthly])).toBe(
      "2 offers to compare · Lowest total cost: Lender w, $38,413.32 · Lowest APR: Lender m, 8.12%",
    );
  });
  it("names every tied offer", () => {
    expect(comparisonSummary([offer("a"), offer("b")])).toMatch(/Lowest total cost: Lender a and Lender b, /);
  });
  it("claims nothing of a single offer", () => {
    expect(comparisonSummary([offer("a")])).toBe("1 offer to consider");
  });
  it("names the accepted offer once there is no choice left", () => {
    expect(comparisonSummary([offer("a", {}, "accepted")])).toBe("You accepted Lender a's offer");
    expect(comparisonSummary([offer("a", {}, "expired")])).toBe("No offer is open");
  });
});

describe("visible offers", () => {
  const list = [offer("a"), offer("b", {}, "accepted"), offer("c")];
  it("are all of them until one is accepted", () => {
    expect(visibleOffers(list, null).map((o) => o.id)).toEqual(["a", "b", "c"]);
  });
  it("are only the accepted offer after acceptance", () => {
    expect(visibleOffers(list, "b").map((o) => o.id)).toEqual(["b"]);
  });
});

describe("quotes or offers (lenderOffersView)", () => {
  const quotes = [{ lender: "Wattle Capital" }];
  const deciding = [{ lenderName: "Eureka Finance", status: "action_required" }];
  it("shows the quotes only while there is no real offer (or the offers could not be read)", () => {
    expect(lenderOffersView(null, quotes)).toEqual({ kind: "quotes", quotes });
    expect(lenderOffersView({ acceptedOfferId: null, offers: [], deciding }, quotes)).toEqual({
      kind: "quotes",
      quotes,
    });
    expect(lenderOffersView({ acceptedOfferId: null, offers: [], deciding: [] }, [])).toEqual({ kind: "none" });
  });
  it("with an offer, lists only the lenders still deciding, labelled", () => {
    expect(lenderOffersView({ acceptedOfferId: null, offers: [{}], deciding }, quotes)).toEqual({
      kind: "deciding",
      lenders: [{ lenderName: "Eureka Finance", statusLabel: "Action required" }],
    });
    expect(lenderOffersView({ acceptedOfferId: null, offers: [{}], deciding: [] }, quotes)).toEqual({ kind: "none" });
  });
  it("after acceptance, nothing", () => {
    expect(lenderOffersView({ acceptedOfferId: "o1", offers: [{}], deciding }, quotes)).toEqual({ kind: "none" });
  });
});
