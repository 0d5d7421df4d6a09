import { randomUUID } from "node:crypto";
import { BUNDLED_REGISTER } from "@/lib/abr/register-data";
import { factsFromAnswers, type ApplicationFacts } from "@/lib/matching/facts";

/** The loan answers of the wizard's first steps: what the quote preview takes. */
export const loanAnswers = {
  purpose: "growth",
  amount: 150000,
  term: 24,
  monthlyTurnover: 50000,
  creditProfile: "good",
  timeInBusiness: "2-5y",
};

/** The same application as the facts matching and the risk scorecard read. */
export const exampleFacts: ApplicationFacts = factsFromAnswers({ ...loanAnswers, industry: "retail_hospitality" });

const answersWith = (over: Record<string, unknown>) => ({
  ...loanAnswers,
  companyName: "Harbour View Bakery",
  abnNumber: BUNDLED_REGISTER[1]!.abn,
  industry: "retail_hospitality",
  firstName: "Ada",
  lastName: "Nguyen",
  email: `ada.${randomUUID().slice(0, 8)}@example.com`,
  phone: "0400 123 456",
  consentSoftCheck: true,
  idempotencyKey: randomUUID(),
  ...over,
});

/**
 * A complete, valid wizard submission body (a fresh e-mail and idempotency key each call). A key
 * overridden with `undefined` is left out, as JSON would leave it out.
 */
export const wizardAnswers = (over: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(answersWith(over)).filter(([, value]) => value !== undefined)) as ReturnType<
    typeof answersWith
  >;
