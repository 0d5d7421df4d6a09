import { Badge } from "@/components/ui/badge";
import { formatHours } from "@/lib/applications/status-targets";
import type { StaffRow } from "./staff-panel";

/** "3 d 4 h", with an Overdue badge once the status's target has passed (targets: the Settings tab). */
export function TimeInStatus({ row }: { row: Pick<StaffRow, "hoursInStatus" | "targetHours" | "overdue"> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span>{formatHours(row.hoursInStatus)}</span>
      {row.overdue && row.targetHours != null ? (
        <Badge variant="destructive" title={`Target: ${formatHours(row.targetHours)}`}>
          Overdue
        </Badge>
      ) : null}
    </span>
  );
}
