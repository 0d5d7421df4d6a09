import { WIZARD_AMOUNT_RANGE } from "@/lib/money/calculators";
import type { WizardForm } from "../wizard-values";
import { SliderStep } from "./slider-step";

/** Step 2: the loan amount. */
export function AmountStep({ form, onContinue }: { form: WizardForm; onContinue: () => void }) {
  return (
    <SliderStep form={form} name="amount" label="Loan amount" range={WIZARD_AMOUNT_RANGE} onContinue={onContinue} />
  );
}
