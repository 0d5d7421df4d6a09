/**
 * Issue 33 item 3 (ADR 068): what a lender lends for, where, to whom and against what. Pure. Each
 * check reads only what the application knows: a state or entity type not yet given (the wizard
 * asks neither; the full application does) refuses nothing.
 */
import type { MatchableLender } from "@/lib/lenders/lender";
import type { ApplicationFacts } from "./facts";

/**
 * The products that fund each purpose. An equipment financier funds equipment; a trade financier
 * funds stock; working capital (payroll, cash flow) comes from working-capital, line-of-credit and
 * invoice lenders; growth and anything else from term loans and working capital.
 */
export const PRODUCTS_FOR_PURPOSE: Record<string, readonly string[]> = {
  equipment: ["equipment", "term_loan"],
  inventory: ["inventory", "trade", "working_capital", "line_of_credit", "term_loan"],
  payroll: ["working_capital", "line_of_credit", "invoice"],
  cashflow: ["working_capital", "line_of_credit", "invoice"],
  growth: ["term_loan", "working_capital", "line_of_credit"],
  other: ["term_loan", "working_capital", "line_of_credit"],
};

const PRODUCT_LABELS: Record<string, string> = {
  term_loan: "term loans",
  line_of_credit: "lines of credit",
  equipment: "equipment finance",
  working_capital: "working capital",
  trade: "trade finance",
  inventory: "inventory finance",
  invoice: "invoice finance",
};
const PURPOSE_WORDS: Record<string, string> = {
  equipment: "equipment",
  inventory: "stock",
  payroll: "payroll (working capital)",
  cashflow: "cash flow (working capital)",
  growth: "business growth",
  other: "this purpose",
};
const ENTITY_WORDS: Record<string, string> = {
  company: "companies",
  trust: "trusts",
  partnership: "partnerships",
  sole_trader: "sole traders",
  incorporated_association: "incorporated associations",
};

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The lender's products that fund this purpose (a purpose outside the table: any product). */
export function fundsPurpose(products: readonly string[], purpose: string): boolean {
  const wanted = PRODUCTS_FOR_PURPOSE[purpose];
  return !wanted || products.some((p) => wanted.includes(p));
}

/** Refusals from the lender's products, states, entity types and security rule. */
export function ruleReasons(lender: MatchableLender, f: ApplicationFacts): string[] {
  const reasons: string[] = [];
  const products = lender.products ?? [];
  if (products.length && !fundsPurpose(products, f.purpose))
    reasons.push(
      `Offers ${list(products.map((p) => PRODUCT_LABELS[p] ?? p.replace(/_/g, " ")))} only, not finance for ${PURPOSE_WORDS[f.purpose] ?? f.purpose}`,
    );
  else if (lender.securityKind === "asset" && f.purpose !== "equipment")
    reasons.push("Lends only against the equipment it finances");
  const states = lender.states ?? [];
  if (f.state && states.length && !states.includes(f.state)) reasons.push(`Lends in ${list(states)} only`);
  const entities = lender.entityTypes ?? [];
  if (f.entityType && entities.length && !entities.includes(f.entityType))
    reasons.push(`Lends to ${list(entities.map((e) => ENTITY_WORDS[e] ?? e))} only`);
  return reasons;
}

/** Whether this loan needs security under the lender's rule, and what security. */
export function securityFor(
  lender: Pick<MatchableLender, "securedFromAmount" | "securityKind">,
  amount: number,
): string {
  const kind = lender.securityKind ?? "gsa";
  if (kind === "asset") return "The financed equipment, by a security interest registered on the PPSR";
  if (lender.securedFromAmount == null || amount < lender.securedFromAmount) return "Unsecured";
  return kind === "property"
    ? "A registered mortgage over real property"
    : "General security agreement over the business's assets";
}
