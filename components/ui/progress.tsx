"use client";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

/** An accessible name is required: pass `aria-label` or `aria-labelledby` (both go to the Root, which has role="progressbar"). */
type ProgressName =
  { "aria-label": string; "aria-labelledby"?: string } | { "aria-label"?: string; "aria-labelledby": string };
export type ProgressProps = Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root>,
  "aria-label" | "aria-labelledby"
> &
  ProgressName;

export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const pct = Math.max(0, Math.min(100, ((value ?? 0) / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary motion-safe:transition-[width]"
        style={{ width: `${pct}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
