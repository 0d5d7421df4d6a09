/**
 * The offer decision's arithmetic (issue 36 item 2, ADR 079): a monthly equivalent beside weekly and
 * fortnightly repayments, the 'Lowest total cost' and 'Lowest APR' badges, and the one-line summary.
 * Pure: every figure comes from the offer's disclosure (loanTerms() in lib/money), so what a badge
 * claims is what the row it names shows.
 */
import { formatAudCents, formatPercent, roundCents } from "@/lib/money/format";
import { PERIODS_PER_YEAR, type RepaymentFrequency } from "@/lib/money/loan-terms";
import type { Disclosure } from "./disclosure";

/** What the comparison needs of an offer: its status and the figures behind its disclosure. */
export interface ComparableOffer {
  id: string;
  status: string;
  lenderName: string;
  repaymentCents: number;
  repaymentFrequency: RepaymentFrequency;
  aprBps: number;
  /** Total cost of finance: every dollar of interest and every fee over the term. */
  totalCostCents: number;
}

/** A repayment as a month's worth: weekly × 52 / 12, fortnightly × 26 / 12, rounded to the cent. */
export function monthlyEquivalentCents(repaymentCents: number, frequency: RepaymentFrequency): number {
  if (frequency === "monthly") return repaymentCents;
  return roundCents((repaymentCents * PERIODS_PER_YEAR[frequency]) / 12);
}

/** "about $6,764.81 a month" beside a weekly or fortnightly repayment; null for a monthly one. */
export function monthlyEquivalentText(repaymentCents: number, frequency: RepaymentFrequency): string | null {
  if (frequency === "monthly") return null;
  return `about ${formatAudCents(monthlyEquivalentCents(repaymentCents, frequency))} a month`;
}

export const OFFER_BADGES = ["lowest-total-cost", "lowest-apr"] as const;
export type OfferBadge = (typeof OFFER_BADGES)[number];
export const BADGE_LABELS: Record<OfferBadge, string> = {
  "lowest-total-cost": "Lowest total cost",
  "lowest-apr": "Lowest APR",
};

/** Only offers the owner can still choose are ranked: an expired or released offer is no choice. */
const choosable = (offers: readonly ComparableOffer[]) => offers.filter((o) => o.status === "open");

function lowest(offers: readonly ComparableOffer[], figure: (o: ComparableOffer) => number): string[] {
  if (offers.length === 0) return [];
  const min = Math.min(...offers.map(figure));
  return offers.filter((o) => figure(o) === min).map((o) => o.id);
}

/**
 * Each offer's badges. Among fewer than two open offers nothing is 'lowest' (there is nothing to
 * compare), so no badges. A tie gives every tied offer the badge; the two badges may go to different
 * offers (weekly repayments cost less interest at a higher APR, fees weigh more on a short term).
 */
export function offerBadges(offers: readonly ComparableOffer[]): Map<string, OfferBadge[]> {
  const open = choosable(offers);
  const badges = new Map<string, OfferBadge[]>(offers.map((o) => [o.id, []]));
  if (open.length < 2) return badges;
  for (const id of lowest(open, (o) => o.totalCostCents)) badges.get(id)!.push("lowest-total-cost");
  for (const id of lowest(open, (o) => o.aprBps)) badges.get(id)!.push("lowest-apr");
  return badges;
}

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;

/**
 * The sticky line over the cards on a phone: how many offers there are to choose from and which
 * costs least ("4 offers to compare · Lowest total cost: Wattle Capital, $12,345.67 · Lowest APR: …").
 */
export function comparisonSummary(offers: readonly ComparableOffer[]): string {
  const open = choosable(offers);
  if (open.length === 0) {
    const accepted = offers.find((o) => o.status === "accepted");
    return accepted ? `You accepted ${accepted.lenderName}'s offer` : "No offer is open";
  }
  if (open.length === 1) return "1 offer to consider";
  const badges = offerBadges(open);
  const holders = (b: OfferBadge) => open.filter((o) => badges.get(o.id)!.includes(b));
  const cheapest = holders("lowest-total-cost");
  const lowestApr = holders("lowest-apr");
  return [
    `${open.length} offers to compare`,
    `${BADGE_LABELS["lowest-total-cost"]}: ${names(cheapest.map((o) => o.lenderName))}, ${formatAudCents(cheapest[0]!.totalCostCents)}`,
    `${BADGE_LABELS["lowest-apr"]}: ${names(lowestApr.map((o) => o.lenderName))}, ${formatPercent(lowestApr[0]!.aprBps)}`,
  ].join(" · ");
}

/**
 * Which offers the owner sees: all of them until one is accepted; after that, only the accepted
 * offer's terms (the others were released and are no longer a choice).
 */
export function visibleOffers<T extends { id: string }>(offers: readonly T[], acceptedOfferId: string | null): T[] {
  if (!acceptedOfferId) return [...offers];
  const accepted = offers.find((o) => o.id === acceptedOfferId);
  return accepted ? [accepted] : [...offers];
}

/** An offer as the API answers it (id, status, disclosure), in the shape the comparison ranks. */
export function comparableOf(o: { id: string; status: string; disclosure: Disclosure }): ComparableOffer {
  const f = o.disclosure.figures;
  return {
    id: o.id,
    status: o.status,
    lenderName: o.disclosure.lenderName,
    repaymentCents: f.repaymentCents,
    repaymentFrequency: f.repaymentFrequency,
    aprBps: f.aprBps,
    totalCostCents: f.totalCostCents,
  };
}

const DECIDING_LABELS: Record<string, string> = {
  submitted: "Submitted",
  assessing: "Assessing",
  action_required: "Action required",
  conditionally_approved: "Conditionally approved",
};

export type LenderOffersView<Q> =
  | { kind: "quotes"; quotes: Q[] }
  | { kind: "deciding"; lenders: { lenderName: string; statusLabel: string }[] }
  | { kind: "none" };

/**
 * Quotes or offers, never both (ADR 079): indicative quotes only while there is no real offer (or the
 * offers could not be read); with offers, the lenders still deciding; once one is accepted, nothing.
 */
export function lenderOffersView<Q>(
  data: {
    acceptedOfferId: string | null;
    offers: readonly unknown[];
    deciding: readonly { lenderName: string; status: string }[];
  } | null,
  quotes: readonly Q[],
): LenderOffersView<Q> {
  if (!data || data.offers.length === 0)
    return quotes.length > 0 ? { kind: "quotes", quotes: [...quotes] } : { kind: "none" };
  if (data.acceptedOfferId || data.deciding.length === 0) return { kind: "none" };
  return {
    kind: "deciding",
    lenders: data.deciding.map((d) => ({
      lenderName: d.lenderName,
      statusLabel: DECIDING_LABELS[d.status] ?? d.status,
    })),
  };
}
