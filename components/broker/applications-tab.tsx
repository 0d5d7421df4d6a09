"use client";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { Progress } from "@/components/ui/progress";
import { SelectField } from "@/components/portal/select-field";
import { BrokerStatusBadge } from "@/components/portal/status-badge";
import { StatusLegend } from "@/components/portal/status-legend";
import { EmptyState } from "@/components/shared/empty-state";
import { BROKER_FILTER_OPTIONS, brokerProgress, matchesBrokerFilter } from "@/lib/applications/status-views";
import { formatAud, formatDate } from "@/lib/money/format";
import type { BrokerApplication } from "./types";

/** The search and filter outlive a switch to another tab, so the portal holds them. */
export type ApplicationsView = { q: string; filter: string };

/** Client Applications: search and status filter over the referrals, each a card with its progress. */
export function ApplicationsTab({
  applications,
  loading,
  view: { q, filter },
  onViewChange,
  onOpen,
}: {
  applications: BrokerApplication[];
  loading: boolean;
  view: ApplicationsView;
  onViewChange: (view: ApplicationsView) => void;
  onOpen: (app: BrokerApplication) => void;
}) {
  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return applications.filter(
      (a) =>
        (!needle || `${a.clientName} ${a.businessName} ${a.applicationNumber}`.toLowerCase().includes(needle)) &&
        matchesBrokerFilter(a.status, filter),
    );
  }, [applications, q, filter]);

  return (
    <>
      <h2 className="text-xl font-semibold">Client Applications</h2>
      <StatusLegend audience="partner" />
      {loading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading applications...
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <FormField id="broker-search" label="Search" className="gap-1">
          <Input
            id="broker-search"
            value={q}
            onChange={(e) => onViewChange({ q: e.target.value, filter })}
            placeholder="Client, business or application #"
            className="w-72"
          />
        </FormField>
        <SelectField
          id="broker-filter"
          label="Status"
          options={BROKER_FILTER_OPTIONS}
          value={filter}
          onChange={(e) => onViewChange({ q, filter: e.target.value })}
          className="w-48"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title="No applications found"
          description={
            q || filter !== "all"
              ? "Try adjusting your search or filters"
              : "Start referring clients to see their applications here"
          }
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((a) => (
            <li key={a.id}>
              <Card>
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <CardTitle as="h3">{a.clientName}</CardTitle>
                      <CardDescription>
                        {a.businessName} · <span className="font-mono">{a.applicationNumber}</span>
                      </CardDescription>
                    </div>
                    <BrokerStatusBadge status={a.status} />
                  </div>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  <p>
                    Loan amount: <strong>{formatAud(a.loanAmount)}</strong>
                  </p>
                  <div className="grid gap-1">
                    <span id={`p-${a.id}`}>Progress {brokerProgress(a.status)}%</span>
                    <Progress value={brokerProgress(a.status)} aria-labelledby={`p-${a.id}`} />
                  </div>
                  <p>
                    Submitted {formatDate(a.createdAt)} · Last activity:{" "}
                    {a.lastActivity ? formatDate(a.lastActivity) : "No recent activity"}
                  </p>
                  <p>
                    Commission: {formatAud(a.commission, { cents: true })}{" "}
                    {a.commissionPaid ? <Badge variant="success-strong">PAID</Badge> : null}
                  </p>
                  <div>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onOpen(a)}
                      aria-label={`View Details for ${a.applicationNumber}`}
                    >
                      View Details
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
