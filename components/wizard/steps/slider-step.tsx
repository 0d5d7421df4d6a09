"use client";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { formatAud } from "@/lib/money/format";
import type { WizardForm } from "../wizard-values";
import { HelpTip } from "@/components/shared/help-tip";
import type { HelpTopic } from "@/lib/marketing/help-tips";

interface SliderConfig {
  name: "amount" | "monthlyTurnover";
  label: string;
  range: { min: number; max: number; step: number };
  /** A help tip beside the figure. */
  help?: HelpTopic;
}

/** A slider step as the wizard renders it: the field, its label and range fixed by `config`. */
export function sliderStep(config: SliderConfig) {
  return function Step({ form, onContinue }: { form: WizardForm; onContinue: () => void }) {
    return <SliderStep form={form} onContinue={onContinue} {...config} />;
  };
}

/** Steps 2 and 4: a dollar amount on a slider, then Continue. */
export function SliderStep({
  form,
  name,
  label,
  range,
  help,
  onContinue,
}: SliderConfig & { form: WizardForm; onContinue: () => void }) {
  const value = useWatch({ control: form.control, name });
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-center gap-1">
        <p className="text-center text-4xl font-bold" aria-live="polite">
          {formatAud(value)}
        </p>
        {help ? <HelpTip topic={help} /> : null}
      </div>
      <Slider
        thumbLabel={label}
        thumbValueText={formatAud(value)}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onValueChange={(v) => form.setValue(name, v, { shouldDirty: true })}
      />
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>{formatAud(range.min)}</span>
        <span>{formatAud(range.max)}</span>
      </div>
      <Button onClick={onContinue}>Continue</Button>
    </div>
  );
}
