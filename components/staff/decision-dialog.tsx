"use client";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { decideStatus, type DecisionFormState } from "@/lib/applications/status-actions";

export interface PendingDecision {
  applicationId: string;
  applicationNumber: string;
  businessName: string;
  /** The chosen status (the select's value) and the version of the application the panel shows. */
  status: string;
  version: number;
  /** Admin's readiness override, as the panel's checkbox holds it. */
  override: boolean;
  /** Staff labels of the current and the chosen status. */
  fromLabel: string;
  toLabel: string;
  /** What the decision sets in motion, in one sentence. */
  consequence: string;
}

/** The spec's toasts for the answer (inline without JavaScript). */
const said = (state: DecisionFormState) =>
  state.row
    ? ({ kind: "success", title: "Success", description: "Application status updated successfully" } as const)
    : state.error && !state.fields
      ? ({
          kind: "error",
          title: "Error",
          description: `Failed to update application status: ${state.error}`,
        } as const)
      : null;

/**
 * Confirms a decision (approved, rejected) before it is sent: restates the change, asks why (the same
 * note schema the server parses, required here; the server refuses a decision without a note too) and
 * shows the server's reason when it refuses. Closing it changes nothing. On the one form pattern
 * (ADR 055): it posts to decideStatus, as PATCH /api/applications/:id/status.
 */
export function DecisionDialog({
  decision,
  defaultNote,
  onDone,
  onCancel,
}: {
  decision: PendingDecision | null;
  defaultNote: string;
  /** The application as it is now (the status route's answer). */
  onDone: (row: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onCancel()}>
      {decision ? (
        <DialogContent>
          <DecisionForm decision={decision} defaultNote={defaultNote} onDone={onDone} onCancel={onCancel} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Mounted with each opening, so the note starts from what the panel's note field holds. */
function DecisionForm({
  decision,
  defaultNote,
  onDone,
  onCancel,
}: {
  decision: PendingDecision;
  defaultNote: string;
  onDone: (row: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const af = useActionForm({
    action: decideStatus,
    schema: () => import("@/lib/applications/status-change-schema").then((m) => m.decisionFormSchema),
    defaults: {
      applicationId: decision.applicationId,
      status: decision.status,
      version: decision.version,
      override: decision.override,
      notes: defaultNote,
    },
    say: said,
    onDone: (state) => state.row && onDone(state.row),
  });
  const error = af.error("notes");
  const refusal = af.state.fields ? null : af.state.error;
  return (
    <form {...af.formProps} className="grid gap-4">
      <input type="hidden" name="applicationId" value={decision.applicationId} />
      <input type="hidden" name="status" value={decision.status} />
      <input type="hidden" name="version" value={decision.version} />
      <input type="hidden" name="override" value={String(decision.override)} />
      <DialogHeader>
        <DialogTitle>
          Mark {decision.applicationNumber} as {decision.toLabel}?
        </DialogTitle>
        <DialogDescription>
          {decision.businessName} moves from {decision.fromLabel} to {decision.toLabel}. {decision.consequence}
        </DialogDescription>
      </DialogHeader>
      <ActionNotice notice={af.notice} />
      <FormField id="decision-note" label="Reason for this decision" error={error} required>
        <Textarea
          id="decision-note"
          defaultValue={af.typed("notes") ?? defaultNote}
          aria-invalid={!!error}
          aria-describedby={describedBy("decision-note", { error })}
          {...af.form.register("notes")}
        />
      </FormField>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={af.pending}>
          Confirm: {decision.toLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
