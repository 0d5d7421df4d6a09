/**
 * Serviceability under one lender's own limits (ADR 068): the stored rule (Lender columns) as
 * serviceability reads it, and the lender's proposal for the facts (its quoted rate, the asked
 * amount and term). Pure.
 */
import type { MatchableLender } from "@/lib/lenders/client";
import { quoteFor, type ApplicationFacts } from "@/lib/matching";
import {
  assessServiceability,
  type BankEvidence,
  type LenderServiceabilityRule,
  type ServiceabilityResult,
} from "./serviceability";

/** The database defaults, for a lender object without its rule (a form's values, an old seed). */
export const DEFAULT_LENDER_RULE: LenderServiceabilityRule = {
  maxRepaymentShareOfInflowsBps: 2500,
  minAverageBalanceCents: 0,
  maxDishonours90d: 2,
};

export function lenderServiceabilityRule(
  l: Pick<MatchableLender, "maxRepaymentShareBps" | "minAverageBalanceCents" | "maxDishonours90d">,
): LenderServiceabilityRule {
  return {
    maxRepaymentShareOfInflowsBps: l.maxRepaymentShareBps ?? DEFAULT_LENDER_RULE.maxRepaymentShareOfInflowsBps,
    minAverageBalanceCents: l.minAverageBalanceCents ?? DEFAULT_LENDER_RULE.minAverageBalanceCents,
    maxDishonours90d: l.maxDishonours90d ?? DEFAULT_LENDER_RULE.maxDishonours90d,
  };
}

/** This lender's serviceability verdict on these facts and this bank evidence (null: none yet). */
export function serviceabilityFor(
  lender: MatchableLender,
  facts: ApplicationFacts,
  evidence: BankEvidence | null,
): ServiceabilityResult {
  return assessServiceability({
    evidence,
    proposal: {
      amount: facts.loanAmount,
      annualRateBps: quoteFor(lender, facts).rateBps,
      termMonths: facts.termMonths,
    },
    rule: lenderServiceabilityRule(lender),
    minAmount: lender.minAmount,
  });
}
