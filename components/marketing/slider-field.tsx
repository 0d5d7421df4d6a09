"use client";
import { useEffect, useId, useRef } from "react";
import { Slider } from "@/components/ui/slider";

/**
 * A labelled slider with its value shown beside the label (the calculators and the hero's instant
 * quote): the browser's own range input (keyboard, touch and screen readers included, no slider code
 * to download), styled by `.range-field` in globals.css. The shown value is hidden from screen
 * readers: the slider announces the same text. The server's HTML is a working slider before the
 * page's JavaScript arrives: a value moved meanwhile is taken up when the slider hydrates,
 * so the figures beside it always describe the position it shows.
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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const moved = Number(input.current?.value);
    if (input.current && moved !== value) onChange(moved);
    // Once, at hydration: afterwards every move comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span aria-hidden data-testid={valueTestId}>
          {display}
        </span>
      </div>
      <Slider
        ref={input}
        id={id}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        thumbValueText={display}
        onValueChange={onChange}
      />
    </div>
  );
}
