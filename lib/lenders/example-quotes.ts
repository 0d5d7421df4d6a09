/**
 * The landing hero's quote comparison (ADR 029): what the panel actually quotes for one example
 * business, priced by the same matching and money code as a real application. Nothing here is
 * typed in: change a lender's band in the panel and the hero changes with it. Pure: no I/O.
 */
import { matchLenders, type ApplicationFacts, type MatchResult, type Quote } from "@/lib/matching";
import { LENDER_PANEL } from "./panel-data";
import { REPRESENTATIVE } from "./rate-claims";

/** An established business with good credit, borrowing the representative example's amount. */
export const HERO_EXAMPLE: ApplicationFacts = {
  loanAmount: REPRESENTATIVE.principal,
  termMonths: 24,
  monthlyTurnover: 120_000,
  creditProfile: "good",
  timeInBusiness: "2-5y",
  industry: "construction",
  purpose: "equipment",
};

export type ExampleQuote = Pick<MatchResult, "lenderName" | "tier" | "speedHours" | "rank"> & { quote: Quote };

/** The panel's best `count` quotes for the example, cheapest total cost first. */
export function heroQuotes(count = 3, facts: ApplicationFacts = HERO_EXAMPLE): ExampleQuote[] {
  return matchLenders(facts, LENDER_PANEL)
    .filter((m): m is MatchResult & { quote: Quote } => m.eligible && m.quote !== undefined)
    .slice(0, count)
    .map(({ lenderName, tier, speedHours, rank, quote }) => ({ lenderName, tier, speedHours, rank, quote }));
}

export function eligibleCount(facts: ApplicationFacts = HERO_EXAMPLE): number {
  return matchLenders(facts, LENDER_PANEL).filter((m) => m.eligible).length;
}
