"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RecordTable } from "@/components/portal/record-table";
import { staffLabel } from "@/lib/applications/status-views";
import type { ApplicationStatus } from "@/lib/applications/status";
import { saveStatusTargets, type StatusTargetsFormState } from "@/lib/applications/status-target-actions";

export interface StatusTargetRow {
  status: ApplicationStatus;
  targetHours: number | null;
  /** Set by admin (else the default). */
  custom: boolean;
}

/** The form's answers: the spec's toast on success (inline without JavaScript); a refusal shows in the form. */
const said = (state: StatusTargetsFormState) =>
  state.saved ? ({ kind: "success", title: "Status targets saved" } as const) : null;

const hoursOf = (targets: { status: string; targetHours: number | null }[]) =>
  Object.fromEntries(targets.map((t) => [t.status, t.targetHours == null ? "" : String(t.targetHours)]));

/**
 * Per-status targets behind the queue's Overdue badges: admin edits, staff read. On the one form
 * pattern (ADR 055): one field per status, posted to saveStatusTargets with or without JavaScript.
 */
export function StatusTargetsForm({ targets, editable }: { targets: StatusTargetRow[]; editable: boolean }) {
  const router = useRouter();
  const af = useActionForm({
    action: saveStatusTargets,
    schema: () => import("@/lib/applications/status-targets-schema").then((m) => m.statusTargetsFormSchema),
    defaults: hoursOf(targets),
    say: said,
    keepValues: true,
    onDone: () => router.refresh(),
  });
  const problem = targets.map((t) => af.error(t.status)).find(Boolean) ?? (af.state.fields ? null : af.state.error);

  return (
    <form {...af.formProps} className="grid gap-3" aria-label="Status targets">
      <ActionNotice notice={af.notice} />
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
                  aria-invalid={!!af.error(t.status)}
                  defaultValue={af.typed(t.status) ?? (t.targetHours == null ? "" : String(t.targetHours))}
                  {...af.form.register(t.status)}
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
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {editable ? (
        <Button type="submit" className="justify-self-start" disabled={af.pending}>
          Save targets
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">Only an admin can change the targets.</p>
      )}
    </form>
  );
}
