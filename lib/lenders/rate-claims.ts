/**
 * Every rate claim the site makes, derived from the lender panel the quotes come from (ADR 018).
 * Marketing content, the landing page, the calculators and the wizard read their figures here, so
 * "from X%" can never promise a rate no lender on the panel offers. Pure: no I/O.
 */
import { amortisedRepayment, formatRate, REPRESENTATIVE, representativeRepayment } from "@/lib/money/calculators";
import { formatAud, formatAudCents } from "@/lib/money/format";
import type { LenderSeed, LenderTier } from "./lender";
import { LENDER_PANEL } from "./panel-data";

/** The products the panel's lenders offer (the Lender table's `products`). */
export const PANEL_PRODUCTS = [
  "term_loan",
  "line_of_credit",
  "working_capital",
  "equipment",
  "invoice",
  "trade",
  "inventory",
] as const;
export type PanelProduct = (typeof PANEL_PRODUCTS)[number];

export type RateBand = { minBps: number; maxBps: number };

type Pricing = Pick<LenderSeed, "rateMinBps" | "rateMaxBps" | "products" | "tier" | "minAmount" | "maxAmount">;

/** The lowest and highest rates across these lenders' bands. */
export function rateBand(lenders: readonly Pricing[]): RateBand {
  if (lenders.length === 0) throw new RangeError("no lender on the panel for this claim");
  return {
    minBps: Math.min(...lenders.map((l) => l.rateMinBps)),
    maxBps: Math.max(...lenders.map((l) => l.rateMaxBps)),
  };
}

export const PANEL_RATE_BAND: RateBand = rateBand(LENDER_PANEL);

export function productRateBand(product: PanelProduct, panel: readonly Pricing[] = LENDER_PANEL): RateBand {
  return rateBand(panel.filter((l) => l.products.includes(product)));
}

export function tierRateBand(tier: LenderTier, panel: readonly Pricing[] = LENDER_PANEL): RateBand {
  return rateBand(panel.filter((l) => l.tier === tier));
}

/** Lenders whose amount band reaches into [from, to] (whole dollars; `to` omitted = no ceiling). */
export function amountRateBand(from: number, to = Infinity, panel: readonly Pricing[] = LENDER_PANEL): RateBand {
  return rateBand(panel.filter((l) => l.maxAmount >= from && l.minAmount <= to));
}

/** "from 6.9%": the lowest rate on the panel, overall or for one product. */
export function rateFrom(product?: PanelProduct): string {
  return `from ${formatRate((product ? productRateBand(product) : PANEL_RATE_BAND).minBps)}`;
}

/** "6.9%-24.9%" */
export function rateRange(band: RateBand = PANEL_RATE_BAND): string {
  return `${formatRate(band.minBps)}-${formatRate(band.maxBps)}`;
}

/** The sentence the rates FAQs use. */
export const RATES_ANSWER = `Rates on our lender panel run ${rateRange()} p.a., depending on your business and the lender. Illustrative only, not an offer of credit.`;

// ---- Representative example and the landing page's instant quote ---------------------------------

// The spec's representative example lives with the calculators (pure, no panel data), so the
// marketing islands that amortise at it do not ship the panel; the test beside this file holds its
// rate inside the panel's range.
export { REPRESENTATIVE, REPRESENTATIVE_ASSUMPTIONS, representativeRepayment } from "@/lib/money/calculators";

/** "$150,000 over 24 months at 11.9% p.a.: $7,054.02 a month, $169,296.48 in total, amortising; fees excluded." */
export function representativeExampleText(): string {
  const r = representativeRepayment();
  return (
    `${formatAud(REPRESENTATIVE.principal)} over ${REPRESENTATIVE.months} months at ${formatRate(REPRESENTATIVE.rateBps)} p.a.: ` +
    `${formatAudCents(r.monthlyCents)} a month, ${formatAudCents(r.totalRepayableCents)} in total, amortising; fees excluded.`
  );
}

// ---- The wizard's estimate -----------------------------------------------------------------------

/**
 * Step 11's estimate: at the best quote's rate when the panel returned one (so the estimate and the
 * quote below it show the same repayment), otherwise at the representative rate, said as such.
 */
export function wizardEstimate(amount: number, months: number, bestQuoteRateBps?: number) {
  const rateBps = bestQuoteRateBps ?? REPRESENTATIVE.rateBps;
  const basis = bestQuoteRateBps === undefined ? "the representative rate" : "your best quote's rate";
  return {
    rateBps,
    repayment: amortisedRepayment(amount, rateBps, months),
    assumptions: `At ${formatRate(rateBps)} p.a. (${basis}) over ${months} months, amortising monthly; fees excluded.`,
  };
}

// ---- Timing ------------------------------------------------------------------------------------

/**
 * How long the panel's lenders take to decide ("24-72 hours": the fastest and slowest lender's
 * decision time, ADR 062), and the one claim we make about traditional banks (weeks).
 */
export function decisionTimeText(panel: readonly Pick<LenderSeed, "speedHours">[] = LENDER_PANEL): string {
  const hours = panel.map((l) => l.speedHours);
  const [min, max] = [Math.min(...hours), Math.max(...hours)];
  return min === max ? `${max} hours` : `${min}-${max} hours`;
}
export const APPROVAL_WITH_US = decisionTimeText();
export const TRADITIONAL_LENDER_APPROVAL = "2-5 weeks";
