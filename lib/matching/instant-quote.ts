/**
 * The landing page's instant quote (issue #37 item 4, ADR 064): amount, annual revenue and term
 * priced by the same matching the panel runs on a real application (`matchLenders`), for a business
 * described by stated assumptions. Revenue changes the answer as it does for an applicant: it is
 * the monthly turnover (revenue / 12) that each lender's minimum turnover and turnover cap read.
 *
 * Pure and free of the panel: the server page passes `instantQuotePanel(LENDER_PANEL)` (the lenders
 * whose policy admits the assumed business, with only the columns matching reads), so the island
 * ships about 2 kB of rows, not the panel module.
 */
import { creditProfileLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import type { MatchableLender } from "@/lib/lenders/lender";
import { formatRate } from "@/lib/money/calculators";
import { matchLenders, reasonsAgainst, type ApplicationFacts, type Quote } from "./index";

/** Who the instant quote prices for (the hero's example business: good credit, 2-5 years trading). */
export const INSTANT_QUOTE_ASSUMPTIONS = {
  creditProfile: "good",
  timeInBusiness: "2-5y",
  purpose: "growth",
} as const satisfies Pick<ApplicationFacts, "creditProfile" | "timeInBusiness" | "purpose">;

/** The assumptions in words, shown beside the figure. */
export const INSTANT_QUOTE_ASSUMPTIONS_TEXT =
  `Assumes a business with ${creditProfileLabel(INSTANT_QUOTE_ASSUMPTIONS.creditProfile)} credit, ` +
  `${timeInBusinessLabel(INSTANT_QUOTE_ASSUMPTIONS.timeInBusiness)} trading, borrowing for ` +
  `${purposeLabel(INSTANT_QUOTE_ASSUMPTIONS.purpose).toLowerCase()}; monthly turnover is annual revenue / 12.`;

/**
 * One lender as the island receives it: the columns that the visitor's amount, term and revenue
 * meet, in a compact row (the policy columns the assumptions meet were checked on the server).
 */
export type QuoteLender = [
  name: string,
  minAmount: number,
  maxAmount: number,
  minTermMonths: number,
  maxTermMonths: number,
  minMonthlyTurnover: number,
  maxTurnoverMultiple: number | null,
  rateMinBps: number,
  rateMaxBps: number,
  establishmentFeeBps: number,
  minEstablishmentFee: number,
  speedHours: number,
];

/** Only the assumption-bound reasons: amount, term and turnover are the visitor's to move. */
function admitsAssumedBusiness(l: MatchableLender): boolean {
  const open: ApplicationFacts = {
    loanAmount: 0,
    termMonths: 0,
    monthlyTurnover: Infinity,
    industry: null,
    ...INSTANT_QUOTE_ASSUMPTIONS,
  };
  const widened = {
    ...l,
    minAmount: 0,
    maxAmount: Infinity,
    minTermMonths: 0,
    maxTermMonths: Infinity,
    maxTurnoverMultiple: null,
  };
  return reasonsAgainst(widened, open).length === 0;
}

/**
 * The lenders that could quote the assumed business at some amount, term and revenue (a lender
 * whose policy refuses its credit, trading time or purpose never can), as compact rows.
 * Server-side: its argument is the panel.
 */
export function instantQuotePanel(panel: readonly MatchableLender[]): QuoteLender[] {
  return panel
    .filter((l) => l.active !== false && admitsAssumedBusiness(l))
    .map((l) => [
      l.name,
      l.minAmount,
      l.maxAmount,
      l.minTermMonths,
      l.maxTermMonths,
      l.minMonthlyTurnover,
      l.maxTurnoverMultiple,
      l.rateMinBps,
      l.rateMaxBps,
      l.establishmentFeeBps,
      l.minEstablishmentFee,
      l.speedHours,
    ]);
}

/** A row back as a lender matching reads, its policy set to what the server found it admits. */
function lenderOf(row: QuoteLender): MatchableLender {
  const [name, minAmount, maxAmount, minTermMonths, maxTermMonths, minMonthlyTurnover, maxTurnoverMultiple] = row;
  const [rateMinBps, rateMaxBps, establishmentFeeBps, minEstablishmentFee, speedHours] = row.slice(7) as number[];
  return {
    slug: name,
    name,
    tier: "",
    // The server kept only lenders whose products fund the assumed purpose (instantQuotePanel).
    products: [],
    minAmount,
    maxAmount,
    minTermMonths,
    maxTermMonths,
    minMonthlyTurnover,
    maxTurnoverMultiple,
    minMonthsInBusiness: 0,
    acceptedCreditProfiles: [INSTANT_QUOTE_ASSUMPTIONS.creditProfile],
    excludedIndustries: [],
    excludedPurposes: [],
    rateMinBps: rateMinBps!,
    rateMaxBps: rateMaxBps!,
    establishmentFeeBps: establishmentFeeBps!,
    minEstablishmentFee: minEstablishmentFee!,
    speedHours: speedHours!,
  };
}

export interface InstantQuote {
  /** Lenders on the panel that would quote these figures. */
  matched: number;
  /** The lowest-total-cost quote (matching's rank 1), or null when no lender would lend. */
  best: Quote | null;
  /** "At 7.5% p.a. over 24 months, ..." or why there is no quote. */
  basis: string;
}

export function instantQuote(
  lenders: readonly QuoteLender[],
  input: { amount: number; annualRevenue: number; termMonths: number },
): InstantQuote {
  const facts: ApplicationFacts = {
    loanAmount: input.amount,
    termMonths: input.termMonths,
    monthlyTurnover: Math.floor(input.annualRevenue / 12),
    industry: null,
    ...INSTANT_QUOTE_ASSUMPTIONS,
  };
  const eligible = matchLenders(facts, lenders.map(lenderOf)).filter((m) => m.eligible && m.quote);
  const best = eligible[0]?.quote ?? null;
  return {
    matched: eligible.length,
    best,
    basis: best
      ? `At ${formatRate(best.rateBps)} p.a. over ${input.termMonths} months, the lowest-cost of ${eligible.length} matching lenders' quotes, amortising monthly; establishment fee excluded.`
      : "No lender on our panel would quote this amount at this revenue and term: try a smaller amount, a longer term or apply for a full assessment.",
  };
}
