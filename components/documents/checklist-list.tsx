"use client";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import { formatDate } from "@/lib/money/format";
import { ChecklistItemUpload } from "./checklist-item-upload";
import { ChecklistStatusBadge } from "./checklist-status";
import { PanelSection } from "@/components/portal/panel-section";

export type ChecklistItemData = ChecklistView["items"][number];

/** One item's words: required or optional, due date, the team's note and a rejection's reason. */
export function ChecklistItemText({ item }: { item: ChecklistItemData }) {
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{item.label}</span>
        <ChecklistStatusBadge status={item.status} />
        <span className="text-xs text-muted-foreground">{item.required ? "Required" : "Optional"}</span>
      </p>
      {item.dueAt ? <p className="text-xs text-muted-foreground">Due {formatDate(item.dueAt)}</p> : null}
      {item.staffNote ? <p className="text-sm">{item.staffNote}</p> : null}
      {item.status === "rejected" && item.rejectionReason ? (
        <p className="text-sm text-destructive">Not accepted: {item.rejectionReason}</p>
      ) : null}
      {item.documents.length ? (
        <p className="text-xs text-muted-foreground">Sent: {item.documents.map((d) => d.fileName).join(", ")}</p>
      ) : null}
    </div>
  );
}

/**
 * The checklist as the client and the referring broker see it: what is needed, its status, why a
 * file was not accepted, and a drop zone per item that is not approved yet.
 */
export function ChecklistList({ checklist, onChanged }: { checklist: ChecklistView; onChanged: () => void }) {
  return (
    <PanelSection id="checklist-heading" title="Document checklist" className="grid gap-2">
      <p className="text-sm text-muted-foreground" role="status">
        {checklist.outstanding === 0
          ? "Nothing outstanding."
          : `${checklist.outstanding} item${checklist.outstanding === 1 ? "" : "s"} outstanding`}
      </p>
      <ul className="grid gap-2" aria-label="Document checklist items">
        {checklist.items.map((item) => (
          <li key={item.id} className="grid gap-2 rounded-md border border-border p-3">
            <ChecklistItemText item={item} />
            {item.status !== "approved" ? (
              <ChecklistItemUpload applicationId={checklist.applicationId} item={item} onUploaded={onChanged} />
            ) : null}
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}

/** Outstanding checklist items per application, each opening that application's checklist. */
export function ChecklistOutstanding({
  rows,
  onOpen,
}: {
  rows: { id: string; name: string; outstanding: number }[];
  onOpen: (id: string) => void;
}) {
  const waiting = rows.filter((r) => r.outstanding > 0);
  return (
    <PanelSection
      id="outstanding-heading"
      title="Outstanding documents"
      level="h2"
      className="grid gap-2"
      headingClassName="text-xl"
    >
      {waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents outstanding.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {waiting.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <span>
                {r.name}: {r.outstanding} outstanding
              </span>
              <button type="button" className="underline" onClick={() => onOpen(r.id)}>
                Open checklist for {r.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
