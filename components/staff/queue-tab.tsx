"use client";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { EmptyState } from "@/components/shared/empty-state";
import { STAFF_STATUS_OPTIONS } from "@/lib/applications/status-views";
import { industryLabel } from "@/lib/applications/vocab";
import { formatAud, formatDate } from "@/lib/money/format";
import { runAssessment, type StaffRow } from "./staff-panel";

/** The review queue: filters are a GET form and pages are links, so the server does the querying. */
export function QueueTab({
  rows,
  nextCursor,
  filters,
  onOpen,
}: {
  rows: StaffRow[];
  nextCursor: string | null;
  filters: Record<string, string>;
  onOpen: (row: StaffRow) => void;
}) {
  const router = useRouter();
  const query = (extra: Record<string, string>) =>
    `/staff?${new URLSearchParams(Object.entries({ ...filters, ...extra }).filter(([, v]) => v !== "")).toString()}`;
  return (
    <>
      <h2 className="text-xl font-semibold">Applications</h2>
      <form
        method="get"
        action="/staff"
        className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="Filter applications"
      >
        <div className="grid gap-1">
          <Label htmlFor="f-q">Search</Label>
          <Input id="f-q" name="q" defaultValue={filters.q} placeholder="Number, business or ABN" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-status">Status</Label>
          <NativeSelect id="f-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">All statuses</option>
            {STAFF_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
            <option value="withdrawn">Withdrawn</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-risk">Risk</Label>
          <NativeSelect id="f-risk" name="risk" defaultValue={filters.risk ?? ""}>
            <option value="">Any risk</option>
            <option value="low">Low Risk</option>
            <option value="medium">Medium Risk</option>
            <option value="high">High Risk</option>
            <option value="unassessed">Not assessed</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-min">Min amount</Label>
          <Input id="f-min" name="minAmount" type="number" min={0} defaultValue={filters.minAmount} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-from">Applied from</Label>
          <Input id="f-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-sort">Sort by</Label>
          <NativeSelect id="f-sort" name="sort" defaultValue={filters.sort ?? "date"}>
            <option value="date">Newest</option>
            <option value="amount">Largest amount</option>
            <option value="risk">Highest risk</option>
          </NativeSelect>
        </div>
        <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
          <Button type="submit">Apply filters</Button>
          <Button asChild variant="ghost">
            <a href="/staff">Clear</a>
          </Button>
        </div>
      </form>
      {rows.length === 0 ? (
        <EmptyState title="No applications to review at this time." />
      ) : (
        <Table>
          <caption className="sr-only">Applications</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Business</TableHead>
              <TableHead>Amount</TableHead>
              <TableHead>Term</TableHead>
              <TableHead>Industry</TableHead>
              <TableHead>Applied</TableHead>
              <TableHead>AI Risk</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow
                key={r.id}
                className="cursor-pointer"
                tabIndex={0}
                onClick={() => onOpen(r)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") onOpen(r);
                }}
              >
                <TableCell>
                  <span className="font-medium">{r.businessName}</span>
                  <br />
                  <span className="font-mono text-xs text-muted-foreground">{r.applicationNumber}</span>
                </TableCell>
                <TableCell>{formatAud(r.loanAmount)}</TableCell>
                <TableCell>{r.loanTerm} months</TableCell>
                <TableCell>{industryLabel(r.industry)}</TableCell>
                <TableCell>{formatDate(r.createdAt)}</TableCell>
                <TableCell>{r.aiRiskScore != null ? `${r.aiRiskScore}/100` : "—"}</TableCell>
                <TableCell>
                  <StaffStatusBadge status={r.canonicalStatus} />
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={(e) => {
                      e.stopPropagation();
                      void runAssessment(r.id, () => router.refresh());
                    }}
                    aria-label={`AI Assess ${r.businessName}`}
                  >
                    AI Assess
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <nav aria-label="Queue pages" className="flex justify-end gap-2">
        {filters.cursor ? (
          <Button asChild variant="outline" size="sm">
            <a href={query({ cursor: "" })}>First page</a>
          </Button>
        ) : null}
        {nextCursor ? (
          <Button asChild variant="outline" size="sm">
            <a href={query({ cursor: nextCursor })}>Next page</a>
          </Button>
        ) : null}
      </nav>
    </>
  );
}
