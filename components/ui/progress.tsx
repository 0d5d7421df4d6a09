"use client";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

/** A progress bar; give it an accessible name with aria-label or aria-labelledby. */
export function Progress({ className, value, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  return (
    <ProgressPrimitive.Root data-slot="progress" value={value} className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)} {...props}>
      <ProgressPrimitive.Indicator className="h-full bg-primary motion-safe:transition-all" style={{ width: `${Math.max(0, Math.min(100, value ?? 0))}%` }} />
    </ProgressPrimitive.Root>
  );
}
