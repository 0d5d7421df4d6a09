"use client";
import { ScriptForm } from "@/components/forms/script-form";
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
import { useZodForm } from "@/components/ui/use-zod-form";

export interface PendingDecision {
  applicationNumber: string;
  businessName: string;
  /** Staff labels of the current and the chosen status. */
  fromLabel: string;
  toLabel: string;
  /** What the decision sets in motion, in one sentence. */
  consequence: string;
}

/**
 * Confirms a decision (approved, rejected, funded) before it is sent: restates the change, asks why
 * (the same note schema the server parses, required here; the server refuses a decision without a
 * note too) and shows the server's reason when it refuses. Closing it changes nothing.
 */
export function DecisionDialog({
  decision,
  defaultNote,
  busy,
  serverError,
  onConfirm,
  onCancel,
}: {
  decision: PendingDecision | null;
  defaultNote: string;
  busy: boolean;
  serverError: string | null;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onCancel()}>
      {decision ? (
        <DialogContent>
          <DecisionForm
            decision={decision}
            defaultNote={defaultNote}
            busy={busy}
            onConfirm={onConfirm}
            onCancel={onCancel}
          >
            {serverError ? (
              <p role="alert" className="text-sm text-destructive">
                {serverError}
              </p>
            ) : null}
          </DecisionForm>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Mounted with each opening, so the note starts from what the panel's note field holds. */
function DecisionForm({
  decision,
  defaultNote,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  decision: PendingDecision;
  defaultNote: string;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  const form = useZodForm(() => import("@/lib/applications/status-change-schema").then((m) => m.decisionNoteSchema), {
    notes: defaultNote,
  });
  const error = form.formState.errors.notes?.message;
  return (
    <ScriptForm noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ notes }) => onConfirm(notes))}>
      <DialogHeader>
        <DialogTitle>
          Mark {decision.applicationNumber} as {decision.toLabel}?
        </DialogTitle>
        <DialogDescription>
          {decision.businessName} moves from {decision.fromLabel} to {decision.toLabel}. {decision.consequence}
        </DialogDescription>
      </DialogHeader>
      <FormField id="decision-note" label="Reason for this decision" error={error} required>
        <Textarea
          id="decision-note"
          aria-invalid={!!error}
          aria-describedby={describedBy("decision-note", { error })}
          {...form.register("notes")}
        />
      </FormField>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          Confirm: {decision.toLabel}
        </Button>
      </DialogFooter>
    </ScriptForm>
  );
}
