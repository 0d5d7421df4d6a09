import { Loader2 } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";

/** A live "loading" indicator (role="status"); `label` is what screen readers hear, and is shown too when `showLabel`. */
export function Spinner({
  label = "Loading",
  showLabel = false,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & { label?: string; showLabel?: boolean }) {
  return (
    <div
      role="status"

      className={cn("flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </div>
  );
}
