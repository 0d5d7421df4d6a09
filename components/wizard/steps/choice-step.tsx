"use client";
import { useWatch, type PathValue } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { HelpTip } from "@/components/shared/help-tip";
import type { HelpTopic } from "@/lib/marketing/help-tips";
import type { WizardForm, WizardValues } from "../wizard-values";

type ChoiceField = "purpose" | "term" | "creditProfile" | "timeInBusiness";

interface ChoiceConfig<K extends ChoiceField> {
  name: K;
  label: string;
  options: readonly { value: PathValue<WizardValues, K>; label: string }[];
  className: string;
  /** A help tip shown above the choices. */
  help?: HelpTopic;
}

/** A choice step as the wizard renders it: the field, its options and layout fixed by `config`. */
export function choiceStep<K extends ChoiceField>(config: ChoiceConfig<K>) {
  return function Step({ form, onChoose }: { form: WizardForm; onChoose: () => void }) {
    return <ChoiceStep form={form} onChoose={onChoose} {...config} />;
  };
}

/** Steps 1, 3, 5 and 6: one press records the answer; the wizard moves on by itself. */
export function ChoiceStep<K extends ChoiceField>({
  form,
  name,
  label,
  options,
  className,
  help,
  onChoose,
}: ChoiceConfig<K> & { form: WizardForm; onChoose: () => void }) {
  const selected = useWatch({ control: form.control, name });
  const choices = (
    <div className={cn("grid gap-3", className)} role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={String(o.value)}
          variant="outline"
          aria-pressed={selected === o.value}
          className={cn(
            "h-auto justify-start px-4 py-4 text-left text-base whitespace-normal",
            selected === o.value && "border-primary ring-2 ring-primary",
          )}
          onClick={() => {
            form.setValue(name, o.value, { shouldDirty: true });
            onChoose();
          }}
        >
          {o.label}
        </Button>
      ))}
    </div>
  );
  if (!help) return choices;
  return (
    <div className="grid gap-2">
      <div className="flex justify-end">
        <HelpTip topic={help} />
      </div>
      {choices}
    </div>
  );
}
