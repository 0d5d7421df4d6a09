import { PURPOSE_OPTIONS } from "@/lib/applications/vocab";
import { choiceStep } from "./choice-step";

/** Step 1: what the funds are for. */
export const PurposeStep = choiceStep({
  name: "purpose",
  label: "Purpose",
  options: PURPOSE_OPTIONS,
  className: "sm:grid-cols-2",
});
