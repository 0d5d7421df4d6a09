import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/** A live "loading" indicator; `label` is what screen readers hear (and is shown when `showLabel`). */
export function Spinner({ label = "Loading", showLabel = false, className }: { label?: string; showLabel?: boolean; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center gap-2 text-muted-foreground", className)}>
      <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden />
      <span className={showLabel ? "" : "sr-only"}>{label}</span>
    </div>
  );
}
