/**
 * The simulated lender's credit decision (issue 16 item 1): deterministic, from the lender's panel
 * rules (the match engine, with its reasons) and the application's facts. Pure, so the unit tests,
 * the demo and the e2e journey always see the same answer for the same facts.
 *
 * - Ineligible under the lender's rules → declined, with the match engine's reason text.
 * - Eligible but borderline → action required, with named conditions (answering them all makes the
 *   lender decide again, and then it offers).
 * - Eligible and strong → offered at a rate inside the lender's band (the match engine's quote,
 *   positioned by credit profile and trading history) with the lender's establishment fee.
 */
import { monthsInBusiness } from "@/lib/applications/vocab";
import type { MatchableLender } from "@/lib/lenders/lender";
import { quoteFor, reasonsAgainst, upToAmount, type ApplicationFacts } from "@/lib/matching";
import { assessRisk, RISK_THRESHOLDS } from "@/lib/risk/scorecard";
import type { LenderDecision, OfferTermsInput } from "./types";

/** The named conditions a borderline file gets, each with the fact that triggers it. */
export const CONDITIONS = {
  bankStatements: "One more month of bank statements",
  creditExplanation: "A written explanation of the credit history",
  accounts: "Year-to-date management accounts (profit and loss, balance sheet)",
  riskReview: "A director's statement of current business debts",
} as const;

/** Above this share of what the lender would lend at this turnover, a file is borderline. */
const NEAR_CAP_SHARE = 0.8;
/** Trading within this many months of the lender's minimum is borderline. */
const TRADING_MARGIN_MONTHS = 12;
const SECURED_FROM = 250_000;

/** The conditions an eligible file must meet before this lender offers; empty: a strong file. */
export function borderlineConditions(lender: MatchableLender, facts: ApplicationFacts): string[] {
  const conditions: string[] = [];
  if (facts.loanAmount > upToAmount(lender, facts.monthlyTurnover) * NEAR_CAP_SHARE)
    conditions.push(CONDITIONS.bankStatements);
  if (["fair", "poor", "unsure"].includes(facts.creditProfile)) conditions.push(CONDITIONS.creditExplanation);
  if (monthsInBusiness(facts.timeInBusiness) < lender.minMonthsInBusiness + TRADING_MARGIN_MONTHS)
    conditions.push(CONDITIONS.accounts);
  if (assessRisk(facts).score >= RISK_THRESHOLDS.high) conditions.push(CONDITIONS.riskReview);
  return conditions;
}

/** The offer an eligible, strong file gets: the quote's rate and fee, the applicant's amount and term. */
export function simulatedOfferTerms(lender: MatchableLender, facts: ApplicationFacts): OfferTermsInput {
  const quote = quoteFor(lender, facts);
  const secured = facts.loanAmount >= SECURED_FROM;
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
    security: secured ? "General security agreement over the business's assets" : "Unsecured",
    guarantees: "Personal guarantee from each director",
  };
}

export function simulatedDecision(
  lender: MatchableLender,
  facts: ApplicationFacts,
  options: { conditionsAnswered?: boolean } = {},
): LenderDecision {
  const reasons = reasonsAgainst(lender, facts);
  if (reasons.length) return { kind: "declined", reason: reasons.join("; ") };
  const conditions = borderlineConditions(lender, facts);
  if (conditions.length && !options.conditionsAnswered) return { kind: "action_required", conditions };
  return { kind: "offered", terms: simulatedOfferTerms(lender, facts) };
}
