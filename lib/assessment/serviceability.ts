import { monthlyRepaymentCents, formatAud, formatAudCents } from "@/lib/money/client";
import type { BankAnalysis } from "./analysis";

/**
 * Can the business afford the loan, on its bank data rather than on what it typed? Pure. The
 * proposed repayment plus every existing lender's repayment is set against average monthly
 * inflows under the lender's own rule. The outcome passes, caps the amount at what fits, declines
 * with reasons, or refers when the evidence needed for a rule is missing (nothing is decided on
 * missing data). Repayments use the product's one formula (lib/money/calculators).
 */
export interface LenderServiceabilityRule {
  /** Loan repayments (this loan and existing lenders') may take at most this share of average monthly inflows (bps: 3000 = 30%). */
  maxRepaymentShareOfInflowsBps: number;
  /** The average end-of-day balance over the period must be at least this (cents; 0 = no minimum). */
  minAverageBalanceCents: number;
  /** At most this many dishonoured payments in the 90 days to the end of the bank data. */
  maxDishonours90d: number;
}

/** The figures from the bank analysis that serviceability reads. */
export interface BankEvidence {
  averageMonthlyInflowCents: number;
  lowestMonthInflowCents: number | null;
  averageBalanceCents: number | null;
  dishonours90d: number;
  existingLenderMonthlyCents: number;
}

export function evidenceFrom(a: BankAnalysis): BankEvidence {
  return {
    averageMonthlyInflowCents: a.averageMonthlyInflow.cents,
    lowestMonthInflowCents: a.lowestMonthInflow?.cents ?? null,
    averageBalanceCents: a.balances?.averageCents ?? null,
    dishonours90d: a.dishonours.last90Days,
    existingLenderMonthlyCents: a.existingLenderMonthly.cents,
  };
}

export interface LoanProposal {
  /** Whole dollars, as applications and lenders hold amounts. */
  amount: number;
  annualRateBps: number;
  termMonths: number;
}

export type ServiceabilityOutcome = "pass" | "cap" | "decline" | "refer";

export interface ServiceabilityResult {
  outcome: ServiceabilityOutcome;
  reasons: string[];
  proposedMonthlyCents: number;
  existingMonthlyCents: number;
  /** (this loan + existing lenders) / average monthly inflows, bps. */
  totalShareBps: number | null;
  /** The most this loan's repayment may be under the rule (cents a month). */
  maxMonthlyCents: number | null;
  /** On a cap: the largest amount that fits, rounded down to the step (whole dollars). */
  maxAmount: number | null;
  /** The sentence the client sees beside an offer, for the amount that would be offered. */
  affordabilityLine: string | null;
}

/** Lowest amount worth capping to, and the step caps are rounded down to (whole dollars). */
export const DEFAULT_MIN_AMOUNT = 5_000;
export const CAP_STEP = 1_000;

const pct = (bps: number) => `${Math.round(bps / 100)}%`;
const shareBps = (part: number, whole: number) => Math.round((part * 10_000) / whole);

/**
 * "repayments are 18% of your average monthly inflows; in your lowest month 27%" for a repayment;
 * with other lenders' repayments the total follows.
 */
export function affordabilityLine(monthlyCents: number, evidence: BankEvidence): string | null {
  const avg = evidence.averageMonthlyInflowCents;
  if (avg <= 0) return null;
  let line = `repayments are ${pct(shareBps(monthlyCents, avg))} of your average monthly inflows`;
  const low = evidence.lowestMonthInflowCents;
  if (low !== null)
    line +=
      low > 0
        ? `; in your lowest month ${pct(shareBps(monthlyCents, low))}`
        : "; in your lowest month there were no inflows";
  if (evidence.existingLenderMonthlyCents > 0)
    line += `; with your other lenders' repayments ${pct(shareBps(monthlyCents + evidence.existingLenderMonthlyCents, avg))}`;
  return line;
}

/** The largest whole-step amount whose repayment fits in `monthlyCents` at the rate and term. */
export function maxAffordableAmount(
  monthlyCents: number,
  annualRateBps: number,
  termMonths: number,
  step = CAP_STEP,
): number {
  if (monthlyCents <= 0) return 0;
  const r = annualRateBps / 10_000 / 12;
  const estimate =
    r === 0 ? (monthlyCents / 100) * termMonths : ((monthlyCents / 100) * (1 - Math.pow(1 + r, -termMonths))) / r;
  let amount = Math.floor(estimate / step) * step;
  while (amount > 0 && monthlyRepaymentCents(amount, annualRateBps, termMonths) > monthlyCents) amount -= step;
  return Math.max(0, amount);
}

export function assessServiceability(input: {
  evidence: BankEvidence | null;
  proposal: LoanProposal;
  rule: LenderServiceabilityRule;
  /** The lender's smallest loan (whole dollars). */
  minAmount?: number;
}): ServiceabilityResult {
  const { evidence, proposal, rule } = input;
  const proposedMonthlyCents = monthlyRepaymentCents(proposal.amount, proposal.annualRateBps, proposal.termMonths);
  const base = {
    proposedMonthlyCents,
    existingMonthlyCents: evidence?.existingLenderMonthlyCents ?? 0,
    totalShareBps: null,
    maxMonthlyCents: null,
    maxAmount: null,
    affordabilityLine: null,
  };
  if (!evidence)
    return {
      ...base,
      outcome: "refer",
      reasons: ["No bank data yet: serviceability waits for a bank connection or uploaded statements."],
    };

  const declines: string[] = [];
  const refers: string[] = [];
  if (evidence.dishonours90d > rule.maxDishonours90d)
    declines.push(
      `${evidence.dishonours90d} dishonoured payments in the last 90 days; this lender accepts at most ${rule.maxDishonours90d}.`,
    );
  if (rule.minAverageBalanceCents > 0) {
    if (evidence.averageBalanceCents === null)
      refers.push("The bank data has no balances, so this lender's minimum average balance cannot be checked.");
    else if (evidence.averageBalanceCents < rule.minAverageBalanceCents)
      declines.push(
        `Average balance of ${formatAudCents(evidence.averageBalanceCents)} is below this lender's minimum of ${formatAudCents(rule.minAverageBalanceCents)}.`,
      );
  }
  const avg = evidence.averageMonthlyInflowCents;
  if (avg <= 0) declines.push("The bank data shows no trading inflows.");
  if (declines.length) return { ...base, outcome: "decline", reasons: declines };
  if (refers.length) return { ...base, outcome: "refer", reasons: refers };

  const existing = evidence.existingLenderMonthlyCents;
  const total = proposedMonthlyCents + existing;
  const totalShareBps = shareBps(total, avg);
  const maxTotal = Math.floor((avg * rule.maxRepaymentShareOfInflowsBps) / 10_000);
  const maxMonthlyCents = Math.max(0, maxTotal - existing);
  const limit = `this lender allows at most ${pct(rule.maxRepaymentShareOfInflowsBps)}`;
  const withExisting = existing > 0 ? `, with ${formatAudCents(existing)} to other lenders,` : "";
  const shareText = `Repayments of ${formatAudCents(proposedMonthlyCents)} a month${withExisting} would be ${pct(totalShareBps)} of average monthly inflows of ${formatAudCents(avg)}`;
  const result = { ...base, totalShareBps, maxMonthlyCents };

  if (total <= maxTotal)
    return {
      ...result,
      outcome: "pass",
      reasons: [`${shareText}; ${limit}.`],
      affordabilityLine: affordabilityLine(proposedMonthlyCents, evidence),
    };
  if (maxMonthlyCents <= 0)
    return {
      ...result,
      outcome: "decline",
      reasons: [
        `Existing lender repayments of ${formatAudCents(existing)} a month already take ${pct(shareBps(existing, avg))} of average monthly inflows of ${formatAudCents(avg)}; ${limit}.`,
      ],
    };
  const maxAmount = Math.min(
    maxAffordableAmount(maxMonthlyCents, proposal.annualRateBps, proposal.termMonths),
    proposal.amount,
  );
  const minAmount = input.minAmount ?? DEFAULT_MIN_AMOUNT;
  if (maxAmount < minAmount)
    return {
      ...result,
      outcome: "decline",
      maxAmount,
      reasons: [
        `${shareText}; ${limit}.`,
        `At most ${formatAud(maxAmount)} would fit, below this lender's smallest loan of ${formatAud(minAmount)}.`,
      ],
    };
  const cappedMonthly = monthlyRepaymentCents(maxAmount, proposal.annualRateBps, proposal.termMonths);
  return {
    ...result,
    outcome: "cap",
    maxAmount,
    reasons: [
      `${shareText}; ${limit}.`,
      `Up to ${formatAud(maxAmount)} over ${proposal.termMonths} months (${formatAudCents(cappedMonthly)} a month) fits within that limit.`,
    ],
    affordabilityLine: affordabilityLine(cappedMonthly, evidence),
  };
}
