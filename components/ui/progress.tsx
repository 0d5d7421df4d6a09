import { cn } from "@/lib/utils/cn";

/** An accessible name is required: pass `aria-label` or `aria-labelledby` (both go to the element with role="progressbar"). */
type ProgressName =
  { "aria-label": string; "aria-labelledby"?: string } | { "aria-label"?: string; "aria-labelledby": string };
export type ProgressProps = Omit<React.ComponentProps<"div">, "aria-label" | "aria-labelledby" | "role"> &
  ProgressName & { value?: number | null; max?: number };

/**
 * A progress bar (role="progressbar", with Radix's attributes: value, range and "NN%" as its text).
 * Plain markup, no client code: it renders in server components too, and costs the wizard's first load
 * nothing (Radix's progress was about 1 kB gzip).
 */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const pct = Math.max(0, Math.min(100, ((value ?? 0) / max) * 100));
  const known = value != null;
  return (
    <div
      role="progressbar"

      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? `${Math.round(pct)}%` : undefined}
      data-state={!known ? "indeterminate" : value >= max ? "complete" : "loading"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div className="h-full bg-primary motion-safe:transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
