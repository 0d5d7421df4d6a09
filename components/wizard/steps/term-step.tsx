import { TERM_OPTIONS } from "@/lib/applications/vocab";
import type { WizardForm } from "../wizard-values";
import { ChoiceStep } from "./choice-step";

const OPTIONS = TERM_OPTIONS.map((t) => ({ value: t as number, label: `${t} months` }));

/** Step 3: the term in months. */
export function TermStep({ form, onChoose }: { form: WizardForm; onChoose: () => void }) {
  return (
    <ChoiceStep
      form={form}
      name="term"
      label="Term"
      options={OPTIONS}
      className="grid-cols-2 sm:grid-cols-4"
      onChoose={onChoose}
    />
  );
}
