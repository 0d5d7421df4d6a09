/**
 * Every promise the product makes about times, counts, terms and earnings, derived from the data
 * the app itself runs on (issue 34 item 6, issue 37 item 4; ADR 062): the lender panel
 * (lib/lenders/panel-data.ts, the same rows the seed writes to the Lender table), the default
 * status targets staff SLAs use (lib/applications/status-targets.ts), the document checklist rules
 * (lib/documents/checklist.ts), the partner commission terms (lib/commissions/calc.ts) and the
 * measured time to complete the wizard (./completion-claim.ts, ADR 064).
 *
 * Pure and free of I/O, so statically generated marketing pages compute their text at build time
 * and a test can render the same text from a modified panel (`promisesFor(panel, targets)`).
 * Figures that cannot be derived from data (funded totals, ratings) are company figures: one set,
 * with the date they were stated, in COMPANY_FIGURES.
 */
import { DEFAULT_STATUS_TARGET_HOURS, type StatusTargets } from "@/lib/applications/status-targets";
import { calcCommissionCents, DEFAULT_SPLIT_BPS, UPFRONT_RATE_BPS } from "@/lib/commissions/calc";
import { BANK_STATEMENT_MONTHS } from "@/lib/documents/checklist";
import type { LenderSeed } from "@/lib/lenders/lender";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { formatAud } from "@/lib/money/format";
import { completionClaim, MEASURED_COMPLETION, type CompletionMeasurement } from "./completion-claim";

type PanelLender = Pick<
  LenderSeed,
  "name" | "products" | "speedHours" | "minTermMonths" | "maxTermMonths" | "maxAmount" | "minAmount"
>;

export type HoursRange = { min: number; max: number };

/** "24-72 hours", or "48 hours" when every lender takes the same time. */
export function hoursText({ min, max }: HoursRange, unit = "hours"): string {
  return min === max ? `${max} ${unit}` : `${min}-${max} ${unit}`;
}

/** "1 day", "3 days": a status target (wall-clock hours) in whole days, rounded up. */
export function daysText(hours: number, unit = "day"): string {
  const days = Math.max(1, Math.ceil(hours / 24));
  return `${days} ${unit}${days === 1 ? "" : "s"}`;
}

const rangeText = ({ min, max }: HoursRange) => (min === max ? String(max) : `${min}-${max}`);

/** "20+": the panel's size rounded down to a whole ten (so the claim stays true as lenders come and go). */
export function roundedCount(n: number): string {
  return n >= 10 ? `${Math.floor(n / 10) * 10}+` : String(n);
}

function decisionHours(panel: readonly PanelLender[], product?: string): HoursRange {
  const lenders = product ? panel.filter((l) => l.products.includes(product)) : panel;
  if (lenders.length === 0) throw new RangeError(`no lender on the panel offers ${product}`);
  const hours = lenders.map((l) => l.speedHours);
  return { min: Math.min(...hours), max: Math.max(...hours) };
}

function termMonths(panel: readonly PanelLender[], product?: string): HoursRange {
  const lenders = product ? panel.filter((l) => l.products.includes(product)) : panel;
  if (lenders.length === 0) throw new RangeError(`no lender on the panel offers ${product}`);
  return {
    min: Math.min(...lenders.map((l) => l.minTermMonths)),
    max: Math.max(...lenders.map((l) => l.maxTermMonths)),
  };
}

/** The partner commission example on the broker page and in the info pack (3 × $150,000 a month). */
export const COMMISSION_EXAMPLE = { clientsPerMonth: 3, averageLoan: 150_000 } as const;

/** Every derived promise, from one panel and one set of status targets. */
export function promisesFor(
  panel: readonly PanelLender[] = LENDER_PANEL,
  targets: StatusTargets = DEFAULT_STATUS_TARGET_HOURS,
  completion: CompletionMeasurement = MEASURED_COMPLETION,
) {
  const decision = decisionHours(panel);
  const decisionFor = (product: string) => hoursText(decisionHours(panel, product));
  const submittedHours = targets.submitted ?? 24;
  const reviewHours = targets.under_review ?? 72;
  const monthlyCommissionCents =
    COMMISSION_EXAMPLE.clientsPerMonth *
    calcCommissionCents({
      baseAmountDollars: COMMISSION_EXAMPLE.averageLoan,
      rateBps: UPFRONT_RATE_BPS,
      splitBps: DEFAULT_SPLIT_BPS,
    });
  return {
    /** How long applying takes: the measured median, or the question count below the minimum sample (ADR 064). */
    completion: completionClaim(completion),
    lenderCount: panel.length,
    /** The largest amount any lender on the panel lends, whole dollars. */
    maxAmount: Math.max(...panel.map((l) => l.maxAmount)),
    /** "20+" */
    lenders: roundedCount(panel.length),
    /** The landing grid's last tile: the lenders not named in it. */
    moreLenders: (shown: number) => `+${Math.max(0, panel.length - shown)} more`,
    decisionRange: decision,
    /** "24-72 hours": how long the panel's lenders take to decide. */
    decision: hoursText(decision),
    /** "72hrs": the slowest lender's decision time. */
    decisionMaxShort: `${decision.max}hrs`,
    decisionFor,
    /** The largest amount the panel lends for a product, whole dollars. */
    maxAmountFor: (product: string) =>
      Math.max(...panel.filter((l) => l.products.includes(product)).map((l) => l.maxAmount)),
    termsFor: (product?: string) => termMonths(panel, product),
    /** "12-60": the term range the panel offers for a product (all products when omitted). */
    terms: (product?: string) => rangeText(termMonths(panel, product)),
    /** "12-60 months" for lenders whose amount band reaches into [from, to] (whole dollars). */
    termsForAmount: (from: number, to = Infinity) => {
      const lenders = panel.filter((l) => l.maxAmount >= from && l.minAmount <= to);
      return `${rangeText(termMonths(lenders))} months`;
    },
    /** Our own target to pick up a new application (the staff SLA for 'submitted'). */
    pickup: `${submittedHours} hours`,
    /** Our review target (the staff SLA for 'under_review'). */
    review: daysText(reviewHours),
    /** What the completion screen, its e-mail and the status guide promise about offers. */
    offersExpected:
      `We pick your application up within ${submittedHours} hours and review it within ${daysText(reviewHours)}; ` +
      `matched lenders usually decide within ${hoursText(decision)}.`,
    /** The client's status guide, per status: from the same targets staff work to. */
    statusGuide: {
      submitted: `We pick your application up within ${submittedHours} hours.`,
      under_review: `Our review takes up to ${daysText(reviewHours)}.`,
      lender_matching: `Matched lenders usually decide within ${hoursText(decision)}.`,
    },
    bankStatementMonths: BANK_STATEMENT_MONTHS,
    /** "Last 6 months of bank statements" */
    bankStatements: `Last ${BANK_STATEMENT_MONTHS} months of bank statements`,
    commissionExample: {
      ...COMMISSION_EXAMPLE,
      split: `${DEFAULT_SPLIT_BPS / 100}-${100 - DEFAULT_SPLIT_BPS / 100}`,
      upfrontRate: `${UPFRONT_RATE_BPS / 100}%`,
      monthlyCents: monthlyCommissionCents,
      /** "$2,250" */
      monthly: formatAud(monthlyCommissionCents / 100),
    },
  };
}

export type Promises = ReturnType<typeof promisesFor>;

/** The promises at today's panel and default status targets: what every page reads. */
export const PROMISES: Promises = promisesFor();

/**
 * Figures about the company that no table in the app holds (funded totals, ratings): one set,
 * always shown with the date they were stated, never mixed with another set.
 */
export const COMPANY_FIGURES = {
  asOf: "November 2026",
  facilitated: "$500M+",
  businessesFunded: "5,000+",
  averageRating: "4.9",
  clientSatisfaction: "98%",
  successRate: "92%",
  partnerSatisfaction: "95%",
  activePartners: "500+",
  newsletterSubscribers: "5,000+",
  founded: "2020",
} as const;

/** "(company figure, November 2026)" */
export const COMPANY_FIGURE_LABEL = `company figure, ${COMPANY_FIGURES.asOf}`;
