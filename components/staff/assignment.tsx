"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/portal/select-field";
import { submitJson } from "@/lib/http/send-json";
import type { StaffRow } from "./staff-row";
import { unauthorized } from "./staff-requests";

type Assignee = { id: string; name: string };

/** What the panel's work-queue parts receive: the open row, the viewer, and the saved row's callback. */
export interface WorkPartProps {
  app: StaffRow;
  viewer: { id: string };
  onChanged?: (row: StaffRow) => void;
}

/** Assign, reassign or unassign the open application (the server audits it and tells the new assignee). */
export function Assignment({ app, viewer, onChanged }: WorkPartProps) {
  const router = useRouter();
  const [people, setPeople] = useState<Assignee[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    fetch("/api/staff/assignees", { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<Assignee[]>) : []))
      .then((list) => live && setPeople(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function assign(assigneeId: string | null) {
    setBusy(true);
    try {
      const sent = await submitJson<StaffRow>(
        `/api/staff/applications/${app.id}/assignee`,
        { assigneeId, version: app.version },
        "PUT",
      );
      if (sent.status === 401) return unauthorized();
      if (!sent.ok) {
        toast.error("Error", { description: sent.message ?? "Could not change the assignee" });
        return;
      }
      if (sent.data.id === app.id) onChanged?.(sent.data as StaffRow);
      toast.success(assigneeId ? `Assigned to ${sent.data.assigneeName ?? "them"}` : "Unassigned");
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  // The current assignee stays listed even when they are no longer active.
  const options = [
    { value: "", label: "Unassigned" },
    ...people.map((p) => ({ value: p.id, label: p.name })),
    ...(app.assigneeId && !people.some((p) => p.id === app.assigneeId)
      ? [{ value: app.assigneeId, label: app.assigneeName ?? "Current assignee" }]
      : []),
  ];
  return (
    <div className="grid gap-2">
      <SelectField
        id="assignee-select"
        label="Assignee"
        fieldClassName="gap-2"
        options={options}
        value={app.assigneeId ?? ""}
        disabled={busy}
        onChange={(e) => void assign(e.target.value || null)}
      />
      <div className="flex flex-wrap gap-2">
        {app.assigneeId !== viewer.id ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void assign(viewer.id)}>
            Assign to me
          </Button>
        ) : null}
        {app.assigneeId ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void assign(null)}>
            Unassign
          </Button>
        ) : null}
      </div>
    </div>
  );
}
