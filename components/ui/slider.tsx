"use client";

/**
 * A slider on the browser's own range input: keyboard, touch and screen readers included, no slider
 * code to download (Radix's slider was about 5 kB gzip of the wizard's first load), and no class
 * merging, because the marketing islands use it too. Styled by `.range-field` in globals.css: the
 * track fills up to the value. Its accessible name is `thumbLabel` or a `<label htmlFor>` pointing at
 * its `id`; `thumbValueText` is what it announces (e.g. "$50,000").
 */
export function Slider({
  className,
  thumbLabel,
  thumbValueText,
  value,
  min,
  max,
  onValueChange,
  style,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "value" | "min" | "max" | "onChange"> & {
  thumbLabel?: string;
  thumbValueText?: string;
  value: number;
  min: number;
  max: number;
  onValueChange: (value: number) => void;
}) {
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"

      aria-label={thumbLabel}
      aria-valuetext={thumbValueText}
      className={className ? `range-field my-2 w-full ${className}` : "range-field my-2 w-full"}
      style={{ ...style, "--fill": `${fill}%` } as React.CSSProperties}
      min={min}
      max={max}
      value={value}
      onChange={(e) => onValueChange(Number(e.currentTarget.value))}
      {...props}
    />
  );
}
