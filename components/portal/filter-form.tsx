import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

/** A GET form over a list: its fields, then the submit button. The server reads the query and filters. */
export function FilterForm({
  submitLabel,
  className,
  children,
}: {
  submitLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="get" className={cn("flex items-end gap-2", className)}>
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
