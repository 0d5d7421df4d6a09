import { WIZARD_TURNOVER_RANGE } from "@/lib/money/calculators";
import type { WizardForm } from "../wizard-values";
import { SliderStep } from "./slider-step";

/** Step 4: the monthly turnover. */
export function TurnoverStep({ form, onContinue }: { form: WizardForm; onContinue: () => void }) {
  return (
    <SliderStep
      form={form}
      name="monthlyTurnover"
      label="Monthly turnover"
      range={WIZARD_TURNOVER_RANGE}
      onContinue={onContinue}
    />
  );
}
