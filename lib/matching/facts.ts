/**
 * An application's facts, as matching and the risk scorecard read them: one type and one mapping
 * from the wizard's answers, so the two always see the same application.
 */
export interface ApplicationFacts {
  loanAmount: number;
  termMonths: number;
  monthlyTurnover: number;
  creditProfile: string;
  timeInBusiness: string;
  industry?: string | null;
  purpose: string;
  /**
   * Months trading when evidence says (lib/matching/evidence.ts); otherwise the stated band's
   * start (monthsInBusiness).
   */
  monthsTrading?: number | null;
  /** From the full application, once given (lender states and entity types, ADR 068). */
  entityType?: string | null;
  state?: string | null;
}

/** The wizard's answers (a submission, or step 9's preview) that the facts come from. */
export interface FactAnswers {
  amount: number;
  term: number;
  monthlyTurnover: number;
  creditProfile: string;
  timeInBusiness: string;
  industry?: string | null;
  purpose: string;
}

export function factsFromAnswers(a: FactAnswers): ApplicationFacts {
  return {
    loanAmount: a.amount,
    termMonths: a.term,
    monthlyTurnover: a.monthlyTurnover,
    creditProfile: a.creditProfile,
    timeInBusiness: a.timeInBusiness,
    industry: a.industry ?? null,
    purpose: a.purpose,
  };
}
