/**
 * Partner commission arithmetic, in integer cents. The partner programme pays a 50-50 split of
 * the upfront commission (up to $5,000 per referral at the $1M maximum) and of the trail.
 */
import { addMonths } from "@/lib/money/schedule";

/** Partner's share of the commission, in basis points (50-50). */
export const DEFAULT_SPLIT_BPS = 5_000;
/** Upfront commission on the settled amount: 1% (so at most $5,000 to the partner on $1M). */
export const UPFRONT_RATE_BPS = 100;
/** Annual trail: 0.25%, paid monthly (on the lender's basis: lib/commissions/terms.ts). */
export const TRAIL_RATE_BPS = 25;
/** Largest upfront commission a partner receives for one referral. */
export const MAX_UPFRONT_PER_REFERRAL_CENTS = 500_000;

export function calcCommissionCents({
  baseAmountDollars,
  rateBps,
  splitBps,
}: {
  baseAmountDollars: number;
  rateBps: number;
  splitBps: number;
}): number {
  if (baseAmountDollars < 0 || rateBps < 0 || splitBps < 0)
    throw new RangeError("Commission inputs must not be negative");
  return Math.round((baseAmountDollars * 100 * rateBps * splitBps) / 100_000_000);
}

export interface LedgerRow {
  kind: "upfront" | "trail" | "clawback";
  amountCents: number;
  applicationId: string;
  earnedAt: Date;
  paid: boolean;
}

export interface LedgerSummary {
  totalEarnedCents: number;
  thisMonthCents: number;
  averagePerDealCents: number;
  paidCents: number;
  unpaidCents: number;
  deals: number;
}

/** Amounts are signed as stored (clawbacks negative). "This month" is the calendar month in Melbourne. */
export function summariseLedger(rows: readonly LedgerRow[], now: Date = new Date()): LedgerSummary {
  const monthKey = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
  const current = monthKey(now);
  const signed = (r: LedgerRow) => (r.kind === "clawback" ? -Math.abs(r.amountCents) : r.amountCents);
  let total = 0,
    month = 0,
    paid = 0;
  const deals = new Set<string>();
  for (const r of rows) {
    const v = signed(r);
    total += v;
    if (monthKey(r.earnedAt) === current) month += v;
    if (r.paid) paid += v;
    if (r.kind === "upfront") deals.add(r.applicationId);
  }
  return {
    totalEarnedCents: total,
    thisMonthCents: month,
    averagePerDealCents: deals.size ? Math.round(total / deals.size) : 0,
    paidCents: paid,
    unpaidCents: total - paid,
    deals: deals.size,
  };
}

// ---- Settlement, trail and clawback (issue 16 item 5) -----------------------------------------

/**
 * The partner's upfront commission on a settled loan: amount funded × the lender's commission rate
 * × the partner's split, in whole cents, capped at MAX_UPFRONT_PER_REFERRAL_CENTS (the programme's
 * "up to $5,000 per referral"; a lender paying more than 1% does not lift the cap).
 */
export function upfrontCommissionCents(amountFunded: number, commissionRateBps: number, splitBps: number): number {
  return Math.min(
    calcCommissionCents({ baseAmountDollars: amountFunded, rateBps: commissionRateBps, splitBps }),
    MAX_UPFRONT_PER_REFERRAL_CENTS,
  );
}

/** The clawback of an upfront commission (negative): the upfront partner amount × clawbackRateBps. */
export function clawbackCents(upfrontCents: number, clawbackRateBps: number): number {
  if (upfrontCents < 0 || clawbackRateBps < 0) throw new RangeError("Clawback inputs must not be negative");
  const cents = Math.round((upfrontCents * clawbackRateBps) / 10_000);
  return cents === 0 ? 0 : -cents;
}

export interface TrailMonth {
  /** YYYY-MM of the month of the loan the trail is for (the month it started in). */
  period: string;
  /** When it was earned: the end of that month of the loan (the next monthly anniversary). */
  earnedAt: Date;
}

/**
 * The trail months completed by `now`: month k (1-based) of the loan ends k months after settlement;
 * it counts once that day has come, while k ≤ the term and the loan was not closed before it ended.
 */
export function completedTrailMonths(
  settledOn: Date,
  termMonths: number,
  now: Date,
  closedOn: Date | null = null,
): TrailMonth[] {
  const months: TrailMonth[] = [];
  for (let k = 1; k <= termMonths; k++) {
    const end = addMonths(settledOn, k);
    if (end.getTime() > now.getTime()) break;
    if (closedOn && end.getTime() > closedOn.getTime()) break;
    const start = addMonths(settledOn, k - 1);
    months.push({ period: start.toISOString().slice(0, 7), earnedAt: end });
  }
  return months;
}
