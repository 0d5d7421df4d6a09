import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { checklistStatusLabel } from "@/lib/documents/checklist";

const VARIANT: Record<string, BadgeVariant> = {
  requested: "warning",
  received: "info",
  approved: "success",
  rejected: "destructive",
};

/** A checklist item's status, in the same words and colours in every portal. */
export function ChecklistStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[status] ?? "secondary"}>{checklistStatusLabel(status)}</Badge>;
}
