import { PURPOSE_OPTIONS } from "@/lib/applications/vocab";
import type { WizardForm } from "../wizard-values";
import { ChoiceStep } from "./choice-step";

/** Step 1: what the funds are for. */
export function PurposeStep({ form, onChoose }: { form: WizardForm; onChoose: () => void }) {
  return (
    <ChoiceStep
      form={form}
      name="purpose"
      label="Purpose"
      options={PURPOSE_OPTIONS}
      className="sm:grid-cols-2"
      onChoose={onChoose}
    />
  );
}
