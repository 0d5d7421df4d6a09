/**
 * The simulated lender's credit decision (issue 16 item 1; on evidence since issue 33, ADR 068):
 * deterministic, from the lender's panel rules, the application's verified facts and its bank data.
 * Pure, so the unit tests, the demo and the e2e journey always see the same answer for the same facts.
 *
 * - Ineligible under the lender's rules → declined, with the match engine's reason text.
 * - No bank data → action required: the bank data (nothing is decided on missing data).
 * - Serviceability under the lender's own limits (lib/assessment/lender-rule.ts): a decline is
 *   declined with its reasons; a limit that cannot be checked is a named condition; an amount that
 *   does not fit is capped to the largest that does, with the reason on the offer.
 * - Eligible but borderline → action required, with named conditions. Answering them makes the
 *   lender decide again on the same evidence: an answer never turns a decline or a cap into more.
 * - Otherwise → offered at a rate inside the lender's band (the match engine's quote).
 */
import type { BankEvidence } from "@/lib/assessment/client";
import { lenderServiceabilityRule, serviceabilityFor } from "@/lib/assessment/client";
import type { MatchableLender } from "@/lib/lenders/lender";
import { quoteFor, reasonsAgainst, securityFor, tradingMonths, type ApplicationFacts } from "@/lib/matching";
import { formatAud } from "@/lib/money/client";
import { assessRisk, RISK_THRESHOLDS } from "@/lib/risk/client";
import type { LenderDecision, OfferTermsInput } from "./types";

/** The named conditions a file gets, each with the fact that triggers it. */
export const CONDITIONS = {
  bankData: "Bank data for the last 6 months: connect the business's bank accounts or upload its statements",
  balances: "Bank statements that show the account's daily balances",
  creditExplanation: "A written explanation of the credit history",
  accounts: "Year-to-date management accounts (profit and loss, balance sheet)",
  riskReview: "A director's statement of current business debts",
  property: "Details of the property offered as security (title search and valuation)",
} as const;

const pct = (bps: number) => `${Math.round(bps / 100)}%`;

/** Trading within this many months of the lender's minimum is borderline. */
const TRADING_MARGIN_MONTHS = 12;

/** The conditions an eligible, serviceable file must meet before this lender offers; empty: a strong file. */
export function borderlineConditions(lender: MatchableLender, facts: ApplicationFacts): string[] {
  const conditions: string[] = [];
  if (["fair", "poor", "unsure"].includes(facts.creditProfile)) conditions.push(CONDITIONS.creditExplanation);
  if (tradingMonths(facts) < lender.minMonthsInBusiness + TRADING_MARGIN_MONTHS) conditions.push(CONDITIONS.accounts);
  if (assessRisk(facts).score >= RISK_THRESHOLDS.high) conditions.push(CONDITIONS.riskReview);
  if (securityFor(lender, facts.loanAmount).startsWith("A registered mortgage")) conditions.push(CONDITIONS.property);
  return conditions;
}

/** The offer an eligible, strong file gets: the quote's rate and fee, the amount and term given. */
export function simulatedOfferTerms(lender: MatchableLender, facts: ApplicationFacts): OfferTermsInput {
  const quote = quoteFor(lender, facts);
  return {
    amount: facts.loanAmount,
    termMonths: facts.termMonths,
    interestRateBps: quote.rateBps,
    frequency: "monthly",
    fees: [{ label: "Establishment fee", amountCents: quote.establishmentFeeCents, when: "upfront" }],
    earlyRepayment:
      lender.tier === "prime"
        ? "Repay early at any time; interest stops on the day you repay, no break fee."
        : "Repay early at any time; interest for the following month is payable as a break fee.",
    security: securityFor(lender, facts.loanAmount),
    guarantees: "Personal guarantee from each director",
  };
}

export function simulatedDecision(
  lender: MatchableLender,
  facts: ApplicationFacts,
  options: { conditionsAnswered?: boolean; bank?: BankEvidence | null } = {},
): LenderDecision {
  const reasons = reasonsAgainst(lender, facts);
  if (reasons.length) return { kind: "declined", reason: reasons.join("; ") };
  if (!options.bank) return { kind: "action_required", conditions: [CONDITIONS.bankData] };
  const service = serviceabilityFor(lender, facts, options.bank);
  if (service.outcome === "decline") return { kind: "declined", reason: service.reasons.join(" ") };
  if (service.outcome === "refer")
    return { kind: "action_required", conditions: service.reasons.map((r) => `${CONDITIONS.balances}. ${r}`) };
  const amount = service.outcome === "cap" && service.maxAmount ? service.maxAmount : facts.loanAmount;
  const offered = { ...facts, loanAmount: amount };
  const conditions = borderlineConditions(lender, offered);
  if (conditions.length && !options.conditionsAnswered) return { kind: "action_required", conditions };
  const terms = simulatedOfferTerms(lender, offered);
  // Shares only, never figures from the bank data: the referring broker reads offers too (ADR 068).
  if (service.outcome === "cap")
    terms.decisionNote = `Capped at ${formatAud(amount)} (you asked for ${formatAud(facts.loanAmount)}): repayments on the amount asked would be ${pct(service.totalShareBps ?? 0)} of your average monthly inflows (with any other lenders' repayments); this lender allows at most ${pct(lenderServiceabilityRule(lender).maxRepaymentShareOfInflowsBps)}.`;
  return { kind: "offered", terms };
}
