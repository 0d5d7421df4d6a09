/**
 * The lender panel, as data (fictional lenders). Criteria and pricing live in the Lender table;
 * this list seeds it. Bands follow the spec's marketing figures: Prime 6.9-9.9%,
 * Near-prime 9.9-14.9%, Alt-doc 12.9-24.9%.
 */

import type { LenderSeed, LenderTier } from "./lender";
import { ALT_DOC_ROWS } from "./panel-rows-alt-doc";
import { NEAR_PRIME_ROWS, PRIME_ROWS } from "./panel-rows";

export type { LenderSeed, LenderTier };

const PRIME_CREDIT = ["excellent", "good"];
const NEAR_CREDIT = ["excellent", "good", "fair", "unsure"];
const ALT_CREDIT = ["excellent", "good", "fair", "poor", "unsure"];

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

const CREDIT_BY_TIER: Record<LenderTier, string[]> = {
  prime: PRIME_CREDIT,
  near_prime: NEAR_CREDIT,
  alt_doc: ALT_CREDIT,
};
/**
 * Serviceability limits by tier (ADR 068): prime lenders allow repayments of at most 20% of average
 * monthly inflows, want a $10,000 average balance and no dishonour in 90 days; near-prime 25%,
 * $5,000, two; alt-doc 30%, $1,000, four. Loans from $250,000 are secured (alt-doc: unsecured).
 */
const RULES_BY_TIER: Record<
  LenderTier,
  Pick<LenderSeed, "maxRepaymentShareBps" | "minAverageBalanceCents" | "maxDishonours90d" | "securedFromAmount">
> = {
  prime: {
    maxRepaymentShareBps: 2000,
    minAverageBalanceCents: 1_000_000,
    maxDishonours90d: 0,
    securedFromAmount: 250_000,
  },
  near_prime: {
    maxRepaymentShareBps: 2500,
    minAverageBalanceCents: 500_000,
    maxDishonours90d: 2,
    securedFromAmount: 250_000,
  },
  alt_doc: {
    maxRepaymentShareBps: 3000,
    minAverageBalanceCents: 100_000,
    maxDishonours90d: 4,
    securedFromAmount: null,
  },
};
const TIER_NAME: Record<LenderTier, string> = { prime: "Prime", near_prime: "Near-prime", alt_doc: "Alt-doc" };

export const LENDER_PANEL: LenderSeed[] = [...PRIME_ROWS, ...NEAR_PRIME_ROWS, ...ALT_DOC_ROWS].map(
  ([name, tier, products, amount, term, minTurnover, minMonths, rate, feeBps, speedHours, extra]) => ({
    slug: slugify(name),
    name,
    description: `${TIER_NAME[tier]} lender: ${products.replace(/_/g, " ").replace(/,/g, ", ")}.`,
    tier,
    products: products.split(","),
    minAmount: amount[0],
    maxAmount: amount[1],
    minTermMonths: term[0],
    maxTermMonths: term[1],
    minMonthlyTurnover: minTurnover,
    minMonthsInBusiness: minMonths,
    acceptedCreditProfiles: CREDIT_BY_TIER[tier],
    excludedIndustries: extra?.excludedIndustries ?? [],
    excludedPurposes: extra?.excludedPurposes ?? [],
    maxTurnoverMultiple: extra?.maxTurnoverMultiple ?? null,
    rateMinBps: rate[0],
    rateMaxBps: rate[1],
    establishmentFeeBps: feeBps,
    minEstablishmentFee: tier === "prime" ? 500 : tier === "near_prime" ? 350 : 250,
    speedHours,
    // Issue 34 item 1: the alt-doc lenders assess on bank data and a soft enquiry; the banks and
    // near-prime lenders make a hard enquiry (seen by other lenders). Told to the owner before consent.
    creditEnquiry: tier === "alt_doc" ? "soft" : "hard",
    states: extra?.states ?? [],
    entityTypes: extra?.entityTypes ?? [],
    // An equipment-only financier lends against the equipment it finances.
    securityKind: extra?.securityKind ?? (products === "equipment" ? "asset" : "gsa"),
    ...RULES_BY_TIER[tier],
    ...pickRules(extra),
  }),
);

function pickRules(extra: Partial<LenderSeed> | undefined): Partial<LenderSeed> {
  if (!extra) return {};
  const out: Partial<LenderSeed> = {};
  if (extra.maxRepaymentShareBps != null) out.maxRepaymentShareBps = extra.maxRepaymentShareBps;
  if (extra.minAverageBalanceCents != null) out.minAverageBalanceCents = extra.minAverageBalanceCents;
  if (extra.maxDishonours90d != null) out.maxDishonours90d = extra.maxDishonours90d;
  if (extra.securedFromAmount !== undefined) out.securedFromAmount = extra.securedFromAmount;
  return out;
}
