import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { auditLog } from "@/lib/admin";
import { formatDateTime } from "@/lib/money/format";

/** Administration › Audit log: filter by who, what and when. */
export function AuditSection({
  events,
  filters: sp,
}: {
  events: Awaited<ReturnType<typeof auditLog>>;
  filters: Record<string, string>;
}) {
  return (
    <section aria-labelledby="audit-heading" className="grid gap-3">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Audit log
      </h2>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="actorId">User id</Label>
          <Input id="actorId" name="actorId" defaultValue={sp.actorId} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="entity">Entity</Label>
          <Input id="entity" name="entity" defaultValue={sp.entity} placeholder="Application" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="from">From</Label>
          <Input id="from" name="from" type="date" defaultValue={sp.from} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="to">To</Label>
          <Input id="to" name="to" type="date" defaultValue={sp.to} />
        </div>
        <Button type="submit">Filter</Button>
      </form>
      <Table>
        <caption className="sr-only">Audit events</caption>
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Who</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Entity</TableHead>
            <TableHead>Note</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((e) => (
            <TableRow key={e.id} className="align-top">
              <TableCell>{formatDateTime(e.at)}</TableCell>
              <TableCell>
                {e.actorRole ?? "public"} <span className="font-mono text-xs">{e.actorId ?? ""}</span>
              </TableCell>
              <TableCell>{e.action}</TableCell>
              <TableCell>
                {e.entity} <span className="font-mono text-xs">{e.entityId ?? ""}</span>
              </TableCell>
              <TableCell>{e.note ?? ""}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
