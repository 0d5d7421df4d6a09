/**
 * Lender matching: applies each lender's criteria (data in the Lender table) to an application's
 * facts, explains every refusal in plain words, and prices the eligible ones with an indicative
 * quote (standard amortisation). Pure: no database, so the wizard, the seed and the staff portal
 * all get the same answer.
 */
import { monthsInBusiness } from "@/lib/applications/vocab";
import type { MatchableLender } from "@/lib/lenders/lender";
import { monthlyRepaymentCents } from "@/lib/money/calculators";
import type { ApplicationFacts } from "./facts";
import { ruleReasons } from "./rules";

export { factsFromAnswers, type ApplicationFacts } from "./facts";
export { verifiedFacts, type FactEvidence, type FactSource, type VerifiedFacts } from "./evidence";
export { fundsPurpose, PRODUCTS_FOR_PURPOSE, ruleReasons, securityFor } from "./rules";
export type { MatchableLender };

export interface Quote {
  rateBps: number;
  monthlyRepaymentCents: number;
  establishmentFeeCents: number;
  totalRepayableCents: number;
  /** Interest plus the establishment fee. */
  totalCostCents: number;
}

export interface MatchResult {
  lenderId: string;
  lenderName: string;
  tier: string;
  eligible: boolean;
  reasons: string[];
  /** Largest amount this lender would consider for these facts, in whole dollars. */
  upToAmount: number;
  speedHours: number;
  rank?: number;
  quote?: Quote;
}

/** The refusals most lenders gave, most common first: why the panel said no, in plain words. */
export function commonReasons(results: readonly { eligible: boolean; reasons: readonly string[] }[], max = 4) {
  const counts = new Map<string, number>();
  for (const r of results)
    if (!r.eligible) for (const reason of r.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, max)
    .map(([reason]) => reason);
}

/** The columns a match is stored with (a LenderMatch row, or the copy held with a pending application). */
export function storedMatchColumns(m: MatchResult) {
  return {
    lenderId: m.lenderId,
    eligible: m.eligible,
    reasons: m.reasons,
    rank: m.rank ?? null,
    rateBps: m.quote?.rateBps ?? null,
    monthlyRepaymentCents: m.quote?.monthlyRepaymentCents ?? null,
    establishmentFeeCents: m.quote?.establishmentFeeCents ?? null,
    totalRepayableCents: m.quote?.totalRepayableCents ?? null,
    upToAmount: m.upToAmount,
    speedHours: m.speedHours,
  };
}

/** Where in the lender's rate band a credit profile prices (0 = best rate, 1 = worst). */
const CREDIT_POSITION: Record<string, number> = { excellent: 0, good: 0.3, fair: 0.65, poor: 1, unsure: 0.5 };

/** Quotes are priced by the one repayment formula in lib/money (re-exported for callers of matching). */
export { monthlyRepaymentCents };

export function upToAmount(lender: MatchableLender, monthlyTurnover: number): number {
  const cap =
    lender.maxTurnoverMultiple == null
      ? lender.maxAmount
      : Math.floor((monthlyTurnover * lender.maxTurnoverMultiple) / 100 / 5_000) * 5_000;
  return Math.max(0, Math.min(lender.maxAmount, cap));
}

/** Whole dollars as en-AU currency ("$1,500,000"), fast enough for thousands of lenders per request. */
function aud(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return `${n < 0 ? "-" : ""}$${out}`;
}

interface LenderTexts {
  min: string;
  max: string;
  term: string;
  turnover: string;
}
/** Refusal texts that depend only on the lender, built once per lender object. */
const TEXTS = new WeakMap<MatchableLender, LenderTexts>();
function textsFor(l: MatchableLender): LenderTexts {
  let t = TEXTS.get(l);
  if (!t) {
    t = {
      min: `Minimum loan is ${aud(l.minAmount)}`,
      max: `Maximum loan is ${aud(l.maxAmount)}`,
      term: `Terms of ${l.minTermMonths}-${l.maxTermMonths} months only`,
      turnover: `Needs monthly turnover of at least ${aud(l.minMonthlyTurnover)}`,
    };
    TEXTS.set(l, t);
  }
  return t;
}

/** Trading months the facts stand for: evidence's when there is some, else the stated band's start. */
export const tradingMonths = (f: ApplicationFacts) => f.monthsTrading ?? monthsInBusiness(f.timeInBusiness);

export function reasonsAgainst(lender: MatchableLender, f: ApplicationFacts, months = tradingMonths(f)): string[] {
  const reasons: string[] = [];
  if (f.loanAmount < lender.minAmount) reasons.push(textsFor(lender).min);
  if (f.loanAmount > lender.maxAmount) reasons.push(textsFor(lender).max);
  else if (lender.maxTurnoverMultiple != null) {
    const cap = upToAmount(lender, f.monthlyTurnover);
    if (f.loanAmount > cap) reasons.push(`Lends up to ${aud(cap)} at this turnover`);
  }
  if (f.termMonths < lender.minTermMonths || f.termMonths > lender.maxTermMonths) reasons.push(textsFor(lender).term);
  if (f.monthlyTurnover < lender.minMonthlyTurnover) reasons.push(textsFor(lender).turnover);
  if (months < lender.minMonthsInBusiness)
    reasons.push(`Needs at least ${lender.minMonthsInBusiness} months trading, you have ${months}`);
  if (!lender.acceptedCreditProfiles.includes(f.creditProfile))
    reasons.push("Credit profile outside this lender's policy");
  if (f.industry && lender.excludedIndustries.includes(f.industry)) reasons.push("Does not lend to this industry");
  if (lender.excludedPurposes.includes(f.purpose)) reasons.push("Does not fund this purpose");
  reasons.push(...ruleReasons(lender, f));
  return reasons;
}

export function quoteFor(lender: MatchableLender, f: ApplicationFacts, months = tradingMonths(f)): Quote {
  let position = CREDIT_POSITION[f.creditProfile] ?? 0.5;
  if (months >= 60) position -= 0.1;
  else if (months < 12) position += 0.1;
  position = Math.min(1, Math.max(0, position));
  // Round to 5 basis points, as lenders quote (e.g. 11.90%).
  const rateBps = Math.round((lender.rateMinBps + (lender.rateMaxBps - lender.rateMinBps) * position) / 5) * 5;
  const monthly = monthlyRepaymentCents(f.loanAmount, rateBps, f.termMonths);
  const establishmentFeeCents = Math.max(
    lender.minEstablishmentFee * 100,
    Math.round((f.loanAmount * 100 * lender.establishmentFeeBps) / 10_000),
  );
  const totalRepayableCents = monthly * f.termMonths;
  return {
    rateBps,
    monthlyRepaymentCents: monthly,
    establishmentFeeCents,
    totalRepayableCents,
    totalCostCents: totalRepayableCents - f.loanAmount * 100 + establishmentFeeCents,
  };
}

const byName = (a: MatchResult, b: MatchResult) =>
  a.lenderName < b.lenderName ? -1 : a.lenderName > b.lenderName ? 1 : 0;

/** Every active lender, eligible ones first (ranked by total cost, then speed), then the rest by name. */
export function matchLenders(facts: ApplicationFacts, lenders: readonly MatchableLender[]): MatchResult[] {
  const months = tradingMonths(facts);
  const results: MatchResult[] = lenders
    .filter((l) => l.active !== false)
    .map((l) => {
      const reasons = reasonsAgainst(l, facts, months);
      const eligible = reasons.length === 0;
      return {
        lenderId: l.id ?? l.slug,
        lenderName: l.name,
        tier: l.tier,
        eligible,
        reasons,
        upToAmount: upToAmount(l, facts.monthlyTurnover),
        speedHours: l.speedHours,
        ...(eligible ? { quote: quoteFor(l, facts, months) } : {}),
      };
    });
  const eligible = results
    .filter((r) => r.eligible)
    .sort((a, b) => a.quote!.totalCostCents - b.quote!.totalCostCents || a.speedHours - b.speedHours || byName(a, b));
  eligible.forEach((r, i) => (r.rank = i + 1));
  const rest = results.filter((r) => !r.eligible).sort((a, b) => byName(a, b));
  return [...eligible, ...rest];
}
