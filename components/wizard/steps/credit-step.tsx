import { CREDIT_PROFILE_OPTIONS } from "@/lib/applications/vocab";
import type { WizardForm } from "../wizard-values";
import { ChoiceStep } from "./choice-step";

/** Step 5: the applicant's own view of their credit profile. */
export function CreditStep({ form, onChoose }: { form: WizardForm; onChoose: () => void }) {
  return (
    <ChoiceStep
      form={form}
      name="creditProfile"
      label="Credit profile"
      options={CREDIT_PROFILE_OPTIONS}
      className=""
      onChoose={onChoose}
    />
  );
}
