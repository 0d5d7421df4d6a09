import { cn } from "@/lib/utils/cn";

/** A rule. Decorative by default (hidden from assistive technology); pass `decorative={false}` for a semantic separator. */
export function Separator({
  className,
  orientation = "horizontal",
  decorative = true,
  ...props
}: React.ComponentProps<"div"> & { orientation?: "horizontal" | "vertical"; decorative?: boolean }) {
  const a11y = decorative ? { role: "none" } : { role: "separator", "aria-orientation": orientation };
  return (
    <div
      data-slot="separator"
      {...a11y}
      className={cn("shrink-0 bg-border", orientation === "horizontal" ? "h-px w-full" : "h-full w-px", className)}
      {...props}
    />
  );
}
