import { WIZARD_AMOUNT_RANGE } from "@/lib/money/calculators";
import { sliderStep } from "./slider-step";

/** Step 2: the loan amount. */
export const AmountStep = sliderStep({
  name: "amount",
  label: "Loan amount",
  range: WIZARD_AMOUNT_RANGE,
  help: "amount",
});
