import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

/** A search over a list (GET: the query is the list's address, never a record's data): its fields, then the submit button. The server reads the query and filters. */
export function FilterForm({
  action,
  submitLabel,
  className,
  children,
}: {
  /** The page the query goes to (the list's own address). */
  action: string;
  submitLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="get" action={action} className={cn("flex items-end gap-2", className)}>
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
