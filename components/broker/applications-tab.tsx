"use client";
import Form from "next/form";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { Progress } from "@/components/ui/progress";
import { SelectField } from "@/components/portal/select-field";
import { BrokerStatusBadge } from "@/components/portal/status-badge";
import { StatusLegend } from "@/components/portal/status-legend";
import { EmptyState } from "@/components/shared/empty-state";
import { BROKER_FILTER_OPTIONS, brokerProgress } from "@/lib/applications/status-views";
import { formatAud, formatDate } from "@/lib/money/format";
import {
  isFiltered,
  OWNER_FILTER_OPTIONS,
  OWNER_LABELS,
  SORT_OPTIONS,
  type PipelineQuery,
} from "@/lib/partners/pipeline-options";
import type { PipelineRow } from "./types";

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

function NextAction({ row }: { row: PipelineRow }) {
  return (
    <>
      <a className="font-medium underline" href={row.href}>
        {row.nextAction}
      </a>
      <span className="block text-xs text-muted-foreground">Waiting on: {OWNER_LABELS[row.owner]}</span>
    </>
  );
}

/** `view` keeps the label's id unique: the table and the cards are both in the page. */
function ProgressLine({ row, view }: { row: PipelineRow; view: "t" | "c" }) {
  const p = brokerProgress(row.status);
  const id = `p-${view}-${row.id}`;
  return (
    <div className="grid gap-1 text-xs">
      <span id={id}>Progress {p}%</span>
      <Progress value={p} aria-labelledby={id} className="h-1.5" />
    </div>
  );
}

function Commission({ row }: { row: PipelineRow }) {
  return (
    <>
      {formatAud(row.commission, { cents: true })}{" "}
      {row.commissionPaid ? <Badge variant="success-strong">PAID</Badge> : null}
    </>
  );
}

const details = (row: PipelineRow) => (
  <Link className="underline" href={row.workspaceHref} aria-label={`View Details for ${row.applicationNumber}`}>
    View Details
  </Link>
);

/**
 * Client Applications: the broker's pipeline (issue #36 item 4, ADR 080). The filters are the page's
 * address (a GET form: it works without JavaScript; next/form navigates without a reload when it
 * runs); the server filters and sorts. A table at desk width, one card per referral on a phone; each
 * row opens the referral's workspace.
 */
export function ApplicationsTab({
  rows,
  query,
  loading,
}: {
  rows: PipelineRow[];
  query: PipelineQuery;
  loading: boolean;
}) {
  const pathname = usePathname();
  return (
    <>
      <h2 className="text-xl font-semibold">Client Applications</h2>
      <StatusLegend audience="partner" />
      {loading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading applications...
        </p>
      ) : null}
      <Form
        action={pathname}
        key={JSON.stringify(query)}
        aria-label="Filter your referrals"
        className="flex flex-wrap items-end gap-3"
      >
        <FormField id="broker-search" label="Search" className="gap-1">
          <Input
            id="broker-search"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Client, business or application #"
            className="w-72 max-w-full"
          />
        </FormField>
        <SelectField
          id="broker-filter"
          name="status"
          label="Status"
          options={BROKER_FILTER_OPTIONS}
          defaultValue={query.status}
          className="w-48"
        />
        <SelectField
          id="broker-owner"
          name="owner"
          label="Waiting on"
          options={OWNER_FILTER_OPTIONS}
          defaultValue={query.owner}
          className="w-56"
        />
        <SelectField
          id="broker-sort"
          name="sort"
          label="Sort"
          options={SORT_OPTIONS}
          defaultValue={query.sort}
          className="w-60"
        />
        <Button type="submit">Apply filters</Button>
        {isFiltered(query) ? (
          <Link className="self-center text-sm underline" href={pathname}>
            Clear filters
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
        {rows.length} referral{rows.length === 1 ? "" : "s"} shown
      </p>
      {rows.length === 0 ? (
        <EmptyState
          title="No applications found"
          description={
            isFiltered(query)
              ? "Try adjusting your search or filters"
              : "Start referring clients to see their applications here"
          }
        />
      ) : (
        <>
          <div
            role="region"
            aria-label="Client Applications table"
            tabIndex={0}
            className="hidden overflow-x-auto rounded-md border md:block"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">
                Your referrals, last activity {query.sort === "oldest" ? "oldest" : "newest"} first
              </caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    Business
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    Application #
                  </th>
                  <th scope="col" className="p-2 text-right font-medium">
                    Loan amount
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    Next action
                  </th>
                  <th scope="col" className="p-2 text-right font-medium">
                    In status
                  </th>
                  <th
                    scope="col"
                    className="p-2 font-medium"
                    aria-sort={query.sort === "oldest" ? "ascending" : "descending"}
                  >
                    Last activity
                  </th>
                  <th scope="col" className="p-2 text-right font-medium">
                    Commission
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t align-top" data-testid="pipeline-row">
                    <th scope="row" className="p-2 text-left font-medium">
                      {r.businessName}
                      <span className="block text-xs font-normal text-muted-foreground">{r.clientName}</span>
                    </th>
                    <td className="p-2 font-mono text-xs">{r.applicationNumber}</td>
                    <td className="p-2 text-right">{formatAud(r.loanAmount)}</td>
                    <td className="grid gap-1 p-2">
                      <BrokerStatusBadge status={r.status} />
                      <ProgressLine row={r} view="t" />
                    </td>
                    <td className="p-2">
                      <NextAction row={r} />
                    </td>
                    <td className="p-2 text-right">{days(r.daysInStatus)}</td>
                    <td className="p-2">
                      {formatDate(r.lastUpdate)}
                      <span className="block text-xs text-muted-foreground">Submitted {formatDate(r.submittedAt)}</span>
                    </td>
                    <td className="p-2 text-right">
                      <Commission row={r} />
                    </td>
                    <td className="p-2">{details(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden" aria-label="Your referrals">
            {rows.map((r) => (
              <li key={r.id} className="grid gap-2 rounded-lg border p-4 text-sm" data-testid="pipeline-card">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold">{r.businessName}</h3>
                    <p className="text-muted-foreground">
                      {r.clientName} · <span className="font-mono">{r.applicationNumber}</span>
                    </p>
                  </div>
                  <BrokerStatusBadge status={r.status} />
                </div>
                <p>
                  Loan amount: <strong>{formatAud(r.loanAmount)}</strong>
                </p>
                <ProgressLine row={r} view="c" />
                <div>
                  <span className="text-muted-foreground">Next action: </span>
                  <NextAction row={r} />
                </div>
                <p>
                  In status {days(r.daysInStatus)} · Last activity: {formatDate(r.lastUpdate)}
                </p>
                <p>
                  Commission: <Commission row={r} />
                </p>
                <p>{details(r)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
