/**
 * Issue 33 item 3 (ADR 068): the facts matching and lenders decide on, from evidence where there
 * is some. Pure. Turnover comes from the bank analysis's average monthly trading inflows (with at
 * least one whole month of data); trading history from the bank data's whole calendar months (it
 * proves at least that long) or, when trading income starts two or more months into it, from that first month; the
 * credit band from the bureau's soft check rather than the applicant's own guess.
 */
import { monthsInBusiness } from "@/lib/applications/vocab";
import type { ApplicationFacts } from "./facts";

/** What the stored evidence says, as matching reads it (lib/assessment builds it from the analysis). */
export interface FactEvidence {
  bank: {
    averageMonthlyInflowCents: number;
    completeMonths: number;
    period: { from: string; to: string };
    /** Calendar months of the period in order, each with its trading inflows. */
    months: readonly { month: string; inflowCents: number }[];
  } | null;
  /** The bureau's band from a completed soft check (excellent, good, fair, poor). */
  bureauBand: string | null;
  entityType?: string | null;
  state?: string | null;
}

export type FactSource = "stated" | "bank_data" | "bureau";

export interface VerifiedFacts {
  facts: ApplicationFacts;
  sources: { turnover: FactSource; trading: FactSource; credit: FactSource };
  /** One sentence per fact that evidence changed, for staff. */
  notes: string[];
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Calendar months from the first month shown to the end of the data, counting both ends. */
function monthsSpanned(fromMonth: string, toDay: string) {
  return monthIndex(toDay.slice(0, 7)) - monthIndex(fromMonth) + 1;
}

/** Months of trading the bank data proves, and whether it caps the stated history. */
export function tradingFromBank(bank: NonNullable<FactEvidence["bank"]>): { months: number; startsLate: boolean } {
  const first = bank.months.find((m) => m.inflowCents > 0);
  const start = bank.months[0]?.month ?? bank.period.from.slice(0, 7);
  if (!first) return { months: 0, startsLate: true };
  const lateBy = monthIndex(first.month) - monthIndex(start);
  // The first month of trading may be part of a month: count only the whole months after it.
  if (lateBy >= 2) return { months: monthsSpanned(first.month, bank.period.to) - 1, startsLate: true };
  return { months: bank.completeMonths, startsLate: false };
}

export function verifiedFacts(stated: ApplicationFacts, evidence: FactEvidence | null): VerifiedFacts {
  const facts: ApplicationFacts = { ...stated };
  const sources: VerifiedFacts["sources"] = { turnover: "stated", trading: "stated", credit: "stated" };
  const notes: string[] = [];
  const bank = evidence?.bank ?? null;
  if (bank && bank.completeMonths >= 1) {
    const turnover = Math.round(bank.averageMonthlyInflowCents / 100);
    sources.turnover = "bank_data";
    if (turnover !== stated.monthlyTurnover)
      notes.push(
        `Monthly turnover from bank data: $${turnover.toLocaleString("en-AU")} (stated $${stated.monthlyTurnover.toLocaleString("en-AU")}).`,
      );
    facts.monthlyTurnover = turnover;
  }
  if (bank) {
    const statedMonths = stated.monthsTrading ?? monthsInBusiness(stated.timeInBusiness);
    const trading = tradingFromBank(bank);
    const months = trading.startsLate ? trading.months : Math.max(statedMonths, trading.months);
    sources.trading = "bank_data";
    if (months !== statedMonths)
      notes.push(
        trading.startsLate
          ? `Trading income starts ${trading.months} months before the end of the bank data (stated ${statedMonths}).`
          : `Bank data shows at least ${months} months of trading (stated ${statedMonths}).`,
      );
    facts.monthsTrading = months;
  }
  if (evidence?.bureauBand) {
    sources.credit = "bureau";
    if (evidence.bureauBand !== stated.creditProfile)
      notes.push(`Credit band from the bureau: ${evidence.bureauBand} (stated ${stated.creditProfile}).`);
    facts.creditProfile = evidence.bureauBand;
  }
  if (evidence?.entityType) facts.entityType = evidence.entityType;
  if (evidence?.state) facts.state = evidence.state;
  return { facts, sources, notes };
}
