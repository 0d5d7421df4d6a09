"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RecordTable } from "@/components/portal/record-table";
import { staffLabel } from "@/lib/applications/status-views";
import type { ApplicationStatus } from "@/lib/applications/status";
import { submitJson } from "@/lib/http/send-json";

export interface StatusTargetRow {
  status: ApplicationStatus;
  targetHours: number | null;
  /** Set by admin (else the default). */
  custom: boolean;
}

/** Per-status targets behind the queue's Overdue badges: admin edits, staff read. */
export function StatusTargetsForm({ targets, editable }: { targets: StatusTargetRow[]; editable: boolean }) {
  const router = useRouter();
  const [values, setValues] = useState(() =>
    Object.fromEntries(targets.map((t) => [t.status, String(t.targetHours ?? "")])),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    // The schema (and zod) load when the form is sent, not with the staff page.
    const { statusTargetsSchema } = await import("@/lib/applications/status-targets-schema");
    const parsed = statusTargetsSchema.safeParse({
      targets: targets.map((t) => ({ status: t.status, targetHours: values[t.status] })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the targets.");
    setError(null);
    setBusy(true);
    const sent = await submitJson("/api/staff/status-targets", parsed.data, "PUT");
    setBusy(false);
    if (!sent.ok) return setError(sent.message ?? "Could not save the targets.");
    toast.success("Status targets saved");
    router.refresh();
  }

  return (
    <ScriptForm noValidate onSubmit={save} className="grid gap-3" aria-label="Status targets">
      <RecordTable
        caption="Time allowed in each status before an application shows as overdue"
        rows={targets.map((t) => ({ ...t, id: t.status }))}
        columns={[
          { key: "status", header: "Status", cell: (t) => staffLabel(t.status) },
          {
            key: "target",
            header: "Target (hours)",
            cell: (t) =>
              editable ? (
                <Input
                  type="number"
                  min={1}
                  max={2160}
                  aria-label={`Target hours for ${staffLabel(t.status)}`}
                  value={values[t.status]}
                  onChange={(e) => setValues((v) => ({ ...v, [t.status]: e.target.value }))}
                  className="w-28"
                />
              ) : t.targetHours != null ? (
                // The column is in hours, like the admin's input: "24", never "1 d" (issue #36).
                String(t.targetHours)
              ) : (
                "None"
              ),
          },
          { key: "source", header: "Set by", cell: (t) => (t.custom ? "Admin" : "Default") },
        ]}
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {editable ? (
        <Button type="submit" className="justify-self-start" disabled={busy}>
          Save targets
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">Only an admin can change the targets.</p>
      )}
    </ScriptForm>
  );
}
