/**
 * Partner commission arithmetic, in integer cents. The partner programme pays a 50-50 split of
 * the upfront commission (up to $5,000 per referral at the $1M maximum) and of the trail.
 */

/** Partner's share of the commission, in basis points (50-50). */
export const DEFAULT_SPLIT_BPS = 5_000;
/** Upfront commission on the settled amount: 1% (so at most $5,000 to the partner on $1M). */
export const UPFRONT_RATE_BPS = 100;
/** Annual trail on the settled amount: 0.25%, paid monthly. */
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
