import { Badge } from "@/components/ui/badge";
import { formatHours } from "@/lib/applications/status-targets";
import { formatDateTime } from "@/lib/money/format";
import type { StaffRow } from "./staff-row";

/**
 * "3 d 4 h" since the application's last status change (Application.statusChangedAt, computed on the
 * server at each render of the queue), with an Overdue badge once the status's target has passed
 * (targets: the Settings tab).
 */
export function TimeInStatus({
  row,
}: {
  row: Pick<StaffRow, "hoursInStatus" | "targetHours" | "overdue"> & Partial<Pick<StaffRow, "statusChangedAt">>;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {row.statusChangedAt ? (
        <time dateTime={row.statusChangedAt} title={`In this status since ${formatDateTime(row.statusChangedAt)}`}>
          {formatHours(row.hoursInStatus)}
        </time>
      ) : (
        <span>{formatHours(row.hoursInStatus)}</span>
      )}
      {row.overdue && row.targetHours != null ? (
        <Badge variant="destructive" title={`Target: ${formatHours(row.targetHours)}`}>
          Overdue
        </Badge>
      ) : null}
    </span>
  );
}
