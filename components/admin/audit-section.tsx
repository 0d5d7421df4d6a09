import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { FilterForm } from "@/components/portal/filter-form";
import { RecordTable } from "@/components/portal/record-table";
import type { auditLog } from "@/lib/admin";
import { formatDateTime } from "@/lib/money/format";
import { PanelSection } from "@/components/portal/panel-section";

type AuditEvent = Awaited<ReturnType<typeof auditLog>>[number];

/** Administration › Audit log: filter by who, what and when. */
export function AuditSection({ events, filters: sp }: { events: AuditEvent[]; filters: Record<string, string> }) {
  return (
    <PanelSection id="audit-heading" title="Audit log" level="h2" className="grid gap-3" headingClassName="text-xl">
      <FilterForm action="/staff/admin" submitLabel="Filter" className="flex-wrap">
        <FormField id="actorId" label="User id" className="gap-1">
          <Input id="actorId" name="actorId" defaultValue={sp.actorId} />
        </FormField>
        <FormField id="entity" label="Entity" className="gap-1">
          <Input id="entity" name="entity" defaultValue={sp.entity} placeholder="Application" />
        </FormField>
        <FormField id="from" label="From" className="gap-1">
          <Input id="from" name="from" type="date" defaultValue={sp.from} />
        </FormField>
        <FormField id="to" label="To" className="gap-1">
          <Input id="to" name="to" type="date" defaultValue={sp.to} />
        </FormField>
      </FilterForm>
      <RecordTable
        caption="Audit events"
        rows={events}
        rowClassName="align-top"
        columns={[
          { key: "at", header: "When", cell: (e) => formatDateTime(e.at) },
          { key: "who", header: "Who", cell: (e) => e.who },
          { key: "action", header: "Action", cell: (e) => e.what },
          { key: "entity", header: "Entity", cell: (e) => e.subject },
          { key: "note", header: "Note", cell: (e) => e.note ?? "" },
        ]}
      />
    </PanelSection>
  );
}
