"use client";
import { useMemo } from "react";
import { DataTable } from "@/components/portal/data-table";
import { PanelSection } from "@/components/portal/panel-section";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { formatAbn } from "@/lib/abr/abn";
import { formatAud, formatDate } from "@/lib/money/format";
import type { StaffRow } from "./staff-row";

interface ClientRow {
  id: string;
  businessName: string;
  abn: string | null;
  applications: number;
  requested: number;
  latest: StaffRow;
  partnerName: string | null;
}

/** The clients behind the listed applications, one row per business; a row opens its newest application. */
export function clientsFromRows(rows: StaffRow[]): ClientRow[] {
  const byClient = new Map<string, ClientRow>();
  for (const r of rows) {
    const key = r.abn ? `abn:${r.abn}` : `name:${r.businessName.trim().toLowerCase()}`;
    const seen = byClient.get(key);
    if (!seen) {
      byClient.set(key, {
        id: key,
        businessName: r.businessName,
        abn: r.abn,
        applications: 1,
        requested: r.loanAmount,
        latest: r,
        partnerName: r.partnerName,
      });
      continue;
    }
    seen.applications += 1;
    seen.requested += r.loanAmount;
    if (r.createdAt > seen.latest.createdAt) seen.latest = r;
    seen.partnerName ??= r.partnerName;
  }
  return [...byClient.values()];
}

/** Client Management (`/staff#clients`): the businesses in the queue, searchable and sortable. */
export function ClientsTab({ rows, onOpen }: { rows: StaffRow[]; onOpen: (row: StaffRow) => void }) {
  const clients = useMemo(() => clientsFromRows(rows), [rows]);
  return (
    <PanelSection
      id="clients-heading"
      level="h2"
      title="Client Management"
      className="grid gap-3"
      headingClassName="text-xl"
    >
      <p className="text-sm text-muted-foreground">
        The businesses behind the applications listed in the queue. Open a client to see their newest application.
      </p>
      <DataTable
        caption="Clients"
        searchLabel="Search clients"
        rows={clients}
        searchText={(c) => `${c.businessName} ${c.abn ?? ""} ${c.partnerName ?? ""}`}
        onOpen={(c) => onOpen(c.latest)}
        columns={[
          {
            key: "business",
            header: "Business",
            sortValue: (c) => c.businessName.toLowerCase(),
            cell: (c) => <span className="font-medium">{c.businessName}</span>,
          },
          { key: "abn", header: "ABN", cell: (c) => (c.abn ? formatAbn(c.abn) : "—") },
          {
            key: "applications",
            header: "Applications",
            sortValue: (c) => c.applications,
            className: "text-right",
            cell: (c) => c.applications,
          },
          {
            key: "requested",
            header: "Total requested",
            sortValue: (c) => c.requested,
            className: "text-right",
            cell: (c) => formatAud(c.requested),
          },
          {
            key: "latest",
            header: "Latest application",
            sortValue: (c) => c.latest.createdAt,
            cell: (c) => formatDate(c.latest.createdAt),
          },
          { key: "status", header: "Status", cell: (c) => <StaffStatusBadge status={c.latest.canonicalStatus} /> },
          { key: "partner", header: "Referred by", cell: (c) => c.partnerName ?? "Direct" },
        ]}
      />
    </PanelSection>
  );
}
