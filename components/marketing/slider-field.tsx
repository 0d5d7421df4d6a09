"use client";
import { Slider } from "@/components/ui/slider";

/**
 * A labelled slider with its value shown beside the label (the calculators and the hero's instant
 * quote). The shown value is hidden from screen readers: the slider announces the same text.
 */
export function SliderField({
  label,
  value,
  display,
  range,
  onChange,
  valueTestId,
}: {
  label: string;
  value: number;
  display: string;
  range: { min: number; max: number; step: number };
  onChange: (v: number) => void;
  valueTestId?: string;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span aria-hidden data-testid={valueTestId}>
          {display}
        </span>
      </div>
      <Slider
        thumbLabel={label}
        thumbValueText={display}
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? value)}
      />
    </div>
  );
}
