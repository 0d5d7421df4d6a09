import Link from "next/link";
import { ClientStatusBadge } from "@/components/portal/status-badge";
import type { Column } from "@/components/portal/data-table";
import { documentTypeLabel, humanize } from "@/lib/applications/vocab";
import { workspaceHref } from "@/lib/applications/workspace-links";
import { formatAud, formatDate } from "@/lib/money/format";
import type { ClientDocument } from "./client-portal";

/** A row of 'My Applications' (spec section 3, the client portal's application fields). */
export interface ClientApplication {
  id: string;
  applicationNumber: string;
  businessName: string;
  industry: string | null;
  purpose: string;
  loanAmount: number;
  monthlyTurnover: number;
  timeInBusiness: string;
  status: string;
  createdAt: string;
}

/** A sortable column of a record's status, drawn by `show`. */
const statusColumn = <T extends { status: string }>(show: (status: string) => React.ReactNode): Column<T> => ({
  key: "status",
  header: "Status",
  cell: (r) => show(r.status),
  sortValue: (r) => r.status,
});

/** A sortable date column of when the record was made (ISO strings sort by time). */
const createdColumn = <T extends { createdAt: string }>(key: string, header: string): Column<T> => ({
  key,
  header,
  cell: (r) => formatDate(r.createdAt),
  sortValue: (r) => r.createdAt,
});

export const APPLICATION_COLUMNS: Column<ClientApplication>[] = [
  {
    key: "number",
    header: "Application #",
    // A real link: the workspace opens with a click, Enter or a new tab, and without JavaScript.
    cell: (a) => (
      <Link href={workspaceHref("client", a.id)} className="font-mono text-xs underline">
        {a.applicationNumber}
      </Link>
    ),
    sortValue: (a) => a.applicationNumber,
  },
  { key: "business", header: "Business", cell: (a) => a.businessName, sortValue: (a) => a.businessName.toLowerCase() },
  { key: "amount", header: "Amount", cell: (a) => formatAud(a.loanAmount), sortValue: (a) => a.loanAmount },
  statusColumn((s) => <ClientStatusBadge status={s} />),
  createdColumn("applied", "Applied"),
];

export const DOCUMENT_COLUMNS: Column<ClientDocument>[] = [
  {
    key: "name",
    header: "Document",
    cell: (d) => (
      <a className="underline" href={`/api/documents/${d.id}`}>
        {d.fileName}
      </a>
    ),
    sortValue: (d) => d.fileName.toLowerCase(),
  },
  { key: "type", header: "Type", cell: (d) => documentTypeLabel(d.documentType), sortValue: (d) => d.documentType },
  statusColumn((s) => humanize(s)),
  createdColumn("uploaded", "Uploaded"),
];
