/**
 * What each product page's calculator is given by the server (issue #37 item 4, ADR 064): its
 * product's rates on the lender panel (lowest and highest) and a term slider over the panel's terms
 * for that product. The islands receive numbers, not the panel.
 */
import { productRateBand, type PanelProduct, type RateBand, LENDER_PANEL } from "@/lib/lenders/client";
import {
  EQUIPMENT_TERM,
  PRODUCT_CALCULATORS,
  termSlider,
  WORKING_CAPITAL_TERM,
  type ProductCalculator,
  type SliderRange,
  type TermPreference,
} from "@/lib/money/client";
import { promisesFor } from "./promises";

export type CalculatorKind = ProductCalculator | "working-capital" | "equipment";

/** Which panel product prices each calculator (ADR 062). */
export const CALCULATOR_PRODUCT: Record<CalculatorKind, PanelProduct> = {
  "line-of-credit": "line_of_credit",
  "cash-flow": "working_capital",
  seasonal: "working_capital",
  expansion: "term_loan",
  "working-capital": "working_capital",
  equipment: "equipment",
};

const TERM_PREFERENCE: Record<CalculatorKind, TermPreference> = {
  ...Object.fromEntries(Object.entries(PRODUCT_CALCULATORS).map(([k, c]) => [k, c.term])),
  "working-capital": WORKING_CAPITAL_TERM,
  equipment: EQUIPMENT_TERM,
} as Record<CalculatorKind, TermPreference>;

export interface CalculatorSetup {
  rate: RateBand;
  term: SliderRange;
}

export function calculatorSetup(which: CalculatorKind, panel = LENDER_PANEL): CalculatorSetup {
  const product = CALCULATOR_PRODUCT[which];
  return {
    rate: productRateBand(product, panel),
    term: termSlider(promisesFor(panel).termsFor(product), TERM_PREFERENCE[which]),
  };
}
