"use client";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { formatAud } from "@/lib/money/format";
import type { WizardForm } from "../wizard-values";

interface SliderConfig {
  name: "amount" | "monthlyTurnover";
  label: string;
  range: { min: number; max: number; step: number };
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
  onContinue,
}: SliderConfig & { form: WizardForm; onContinue: () => void }) {
  const value = useWatch({ control: form.control, name });
  return (
    <div className="grid gap-4">
      <p className="text-center text-4xl font-bold" aria-live="polite">
        {formatAud(value)}
      </p>
      <Slider
        thumbLabel={label}
        thumbValueText={formatAud(value)}
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={([v]) => form.setValue(name, v ?? value, { shouldDirty: true })}
      />
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>{formatAud(range.min)}</span>
        <span>{formatAud(range.max)}</span>
      </div>
      <Button onClick={onContinue}>Continue</Button>
    </div>
  );
}
