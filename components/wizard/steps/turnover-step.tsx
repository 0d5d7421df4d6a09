import { WIZARD_TURNOVER_RANGE } from "@/lib/money/calculators";
import { sliderStep } from "./slider-step";

/** Step 4: the monthly turnover. */
export const TurnoverStep = sliderStep({
  name: "monthlyTurnover",
  label: "Monthly turnover",
  range: WIZARD_TURNOVER_RANGE,
});
