"use client";
import { useRouter } from "next/navigation";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import { ChecklistItemText } from "./checklist-list";
import { ChecklistRequestForm } from "./checklist-request-form";
import { ChecklistReviewActions } from "./checklist-review-actions";

/**
 * The staff panel's checklist: each item with its files, approve / reject (with a reason), and
 * 'Add request'. The page loads the checklist on the server; every change ends in router.refresh().
 */
export function StaffChecklist({ checklist }: { checklist: ChecklistView | null }) {
  const router = useRouter();
  const refresh = () => router.refresh();
  if (!checklist) return <p className="text-sm text-muted-foreground">Loading checklist...</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" role="status">
        {checklist.outstanding} outstanding ·{" "}
        {checklist.items.filter((i) => i.required && i.status !== "approved").length} required not yet approved
      </p>
      <ul className="grid gap-2 text-sm" aria-label="Checklist items">
        {checklist.items.map((item) => (
          <li key={item.id} className="grid gap-2 rounded-md border border-border p-2">
            <ChecklistItemText item={item} />
            {item.documents.length ? (
              <ul className="flex flex-wrap gap-2 text-xs">
                {item.documents.map((d) => (
                  <li key={d.id}>
                    <a className="underline" href={`/api/documents/${d.id}`}>
                      Download {d.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <ChecklistReviewActions applicationId={checklist.applicationId} item={item} onDone={refresh} />
          </li>
        ))}
      </ul>
      <ChecklistRequestForm applicationId={checklist.applicationId} onDone={refresh} />
    </div>
  );
}
