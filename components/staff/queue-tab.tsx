"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { useSoftFilter } from "@/components/portal/filter-form";
import { RecordTable } from "@/components/portal/record-table";
import { SelectField } from "@/components/portal/select-field";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { StatusLegend } from "@/components/portal/status-legend";
import { EmptyState } from "@/components/shared/empty-state";
import { hasQueueFilters } from "@/lib/applications/queue-filters";
import { STAFF_STATUS_OPTIONS } from "@/lib/applications/status-views";
import { industryLabel } from "@/lib/applications/vocab";
import { formatAud, formatDate } from "@/lib/money/format";
import { workspaceHref } from "@/lib/applications/workspace-links";
import type { StaffRow } from "./staff-row";
import { runAssessment } from "./staff-requests";
import { TimeInStatus } from "./time-in-status";

const STATUS = [
  { value: "", label: "All statuses" },
  ...STAFF_STATUS_OPTIONS,
  { value: "withdrawn", label: "Withdrawn" },
];
const RISK = [
  { value: "", label: "Any risk" },
  { value: "low", label: "Low Risk" },
  { value: "medium", label: "Medium Risk" },
  { value: "high", label: "High Risk" },
  { value: "unassessed", label: "Not assessed" },
];
const ASSIGNEE = [
  { value: "", label: "Anyone" },
  { value: "me", label: "Assigned to me" },
  { value: "unassigned", label: "Unassigned" },
];
const SORT = [
  { value: "date", label: "Newest" },
  { value: "amount", label: "Largest amount" },
  { value: "risk", label: "Highest risk" },
];

/**
 * The review queue: filters are a GET form and pages are links, so the server does the querying; with
 * JavaScript the filters change the address without a page load (useSoftFilter, ADR 082).
 */
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
  const soft = useSoftFilter("/staff");
  // Clear empties the fields too: the form is drawn again from the (empty) filters.
  const [drawn, setDrawn] = useState(0);
  const clear = (event: React.MouseEvent) => {
    event.preventDefault();
    setDrawn((n) => n + 1);
    soft.go("/staff");
  };
  const query = (extra: Record<string, string>) =>
    `/staff?${new URLSearchParams(Object.entries({ ...filters, ...extra }).filter(([, v]) => v !== "")).toString()}`;
  return (
    <>
      <h2 className="text-xl font-semibold">Applications</h2>
      <StatusLegend audience="staff" />
      <form
        key={drawn}
        method="get"
        action="/staff"
        {...soft.handlers}
        className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3 lg:grid-cols-7"
        aria-label="Filter applications"
      >
        <FormField id="f-q" label="Search" className="gap-1">
          <Input id="f-q" name="q" defaultValue={filters.q} placeholder="Number, business or ABN" />
        </FormField>
        <SelectField id="f-status" label="Status" name="status" defaultValue={filters.status ?? ""} options={STATUS} />
        <SelectField id="f-risk" label="Risk" name="risk" defaultValue={filters.risk ?? ""} options={RISK} />
        <SelectField
          id="f-assignee"
          label="Assignee"
          name="assignee"
          defaultValue={filters.assignee ?? ""}
          options={ASSIGNEE}
        />
        <FormField id="f-min" label="Min amount" className="gap-1">
          <Input id="f-min" name="minAmount" type="number" min={0} defaultValue={filters.minAmount} />
        </FormField>
        <FormField id="f-from" label="Applied from" className="gap-1">
          <Input id="f-from" name="from" type="date" defaultValue={filters.from} />
        </FormField>
        <SelectField id="f-sort" label="Sort by" name="sort" defaultValue={filters.sort ?? "date"} options={SORT} />
        <div className="flex gap-2 sm:col-span-3 lg:col-span-7">
          <Button type="submit">Apply filters</Button>
          <Button asChild variant="ghost">
            <a href="/staff" onClick={clear}>
              Clear
            </a>
          </Button>
          <span role="status" className="self-center text-sm text-muted-foreground">
            {soft.pending ? "Updating the list…" : ""}
          </span>
        </div>
      </form>
      <div aria-busy={soft.pending || undefined} className={soft.pending ? "opacity-60 transition-opacity" : undefined}>
        {rows.length === 0 ? (
          hasQueueFilters(filters) ? (
            <EmptyState
              title="No applications match these filters"
              action={
                <a className="text-sm underline" href="/staff" onClick={clear}>
                  Clear filters
                </a>
              }
            />
          ) : (
            <EmptyState title="No applications to review at this time." />
          )
        ) : (
          <RecordTable
            caption="Applications"
            rows={rows}
            onOpen={onOpen}
            columns={[
              {
                key: "business",
                header: "Business",
                cell: (r) => (
                  <>
                    {/* The workspace's own address: opens without JavaScript, in a new tab, from a bookmark. */}
                    <a
                      className="font-medium underline-offset-4 hover:underline"
                      href={workspaceHref("staff", r.id)}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {r.businessName}
                    </a>
                    <br />
                    <span className="font-mono text-xs text-muted-foreground">{r.applicationNumber}</span>
                  </>
                ),
              },
              { key: "amount", header: "Amount", cell: (r) => formatAud(r.loanAmount) },
              { key: "term", header: "Term", cell: (r) => `${r.loanTerm} months` },
              { key: "industry", header: "Industry", cell: (r) => industryLabel(r.industry) },
              { key: "applied", header: "Applied", cell: (r) => formatDate(r.createdAt) },
              { key: "risk", header: "AI Risk", cell: (r) => (r.aiRiskScore != null ? `${r.aiRiskScore}/100` : "—") },
              { key: "status", header: "Status", cell: (r) => <StaffStatusBadge status={r.canonicalStatus} /> },
              { key: "in-status", header: "In status", cell: (r) => <TimeInStatus row={r} /> },
              { key: "assignee", header: "Assignee", cell: (r) => r.assigneeName ?? "Unassigned" },
              {
                key: "actions",
                header: <span className="sr-only">Actions</span>,
                cell: (r) => (
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
                ),
              },
            ]}
          />
        )}
      </div>
      <nav aria-label="Queue pages" className="flex justify-end gap-2">
        {filters.cursor ? (
          <Button asChild variant="outline" size="sm">
            <Link href={query({ cursor: "" })}>First page</Link>
          </Button>
        ) : null}
        {nextCursor ? (
          <Button asChild variant="outline" size="sm">
            <Link href={query({ cursor: nextCursor })}>Next page</Link>
          </Button>
        ) : null}
      </nav>
    </>
  );
}
