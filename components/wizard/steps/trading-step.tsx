import { TIME_IN_BUSINESS_OPTIONS } from "@/lib/applications/vocab";
import { choiceStep } from "./choice-step";

/** Step 6: how long the business has been trading. */
export const TradingStep = choiceStep({
  name: "timeInBusiness",
  label: "Time in business",
  options: TIME_IN_BUSINESS_OPTIONS,
  className: "sm:grid-cols-2",
});
