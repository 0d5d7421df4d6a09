import { TIME_IN_BUSINESS_OPTIONS } from "@/lib/applications/vocab";
import type { WizardForm } from "../wizard-values";
import { ChoiceStep } from "./choice-step";

/** Step 6: how long the business has been trading. */
export function TradingStep({ form, onChoose }: { form: WizardForm; onChoose: () => void }) {
  return (
    <ChoiceStep
      form={form}
      name="timeInBusiness"
      label="Time in business"
      options={TIME_IN_BUSINESS_OPTIONS}
      className="sm:grid-cols-2"
      onChoose={onChoose}
    />
  );
}
