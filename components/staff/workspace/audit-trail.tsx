import { RecordTable } from "@/components/portal/record-table";
import type { ApplicationAuditRow } from "@/lib/applications/staff-workspace";
import { formatDateTime } from "@/lib/money/format";

/** The application's audit events (issue #36 item 1): who, role, what, when, and the note recorded with it. */
export function AuditTrail({ rows }: { rows: ApplicationAuditRow[] }) {
  return (
    <RecordTable
      caption="Audit events"
      rows={rows}
      empty="No audit events yet."
      columns={[
        { key: "when", header: "When", cell: (r) => formatDateTime(r.at) },
        { key: "who", header: "Who", cell: (r) => r.who },
        { key: "role", header: "Role", cell: (r) => r.role },
        { key: "what", header: "What", cell: (r) => r.what },
        { key: "note", header: "Note", cell: (r) => r.note ?? "—" },
      ]}
    />
  );
}
