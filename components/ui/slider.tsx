"use client";
import { Slider as SliderPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

/**
 * Radix slider. `thumbLabel` becomes the aria-label of each thumb (the role="slider" element), so it is required;
 * pass an array to name the thumbs of a range individually. `thumbValueText` sets aria-valuetext (e.g. "$50,000").
 */
export function Slider({
  className,
  thumbLabel,
  thumbValueText,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & {
  thumbLabel: string | string[];
  thumbValueText?: string | string[];
}) {
  const count = (props.value ?? props.defaultValue ?? [0]).length;
  const pick = (v: string | string[] | undefined, i: number) => (Array.isArray(v) ? v[i] : v);
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        "relative flex w-full touch-none items-center py-2 select-none data-disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: count }, (_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={pick(thumbLabel, i)}
          aria-valuetext={pick(thumbValueText, i)}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
