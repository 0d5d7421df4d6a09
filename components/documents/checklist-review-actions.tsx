"use client";
import { useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { reviewChecklistItemAction, type ChecklistReviewFormState } from "@/lib/documents/actions";

const schema = () => import("@/lib/documents/checklist-schema").then((m) => m.reviewItemFormSchema);

/** The review's answers: the spec's toasts (inline without JavaScript). */
const sayFor = (label: string) => (state: ChecklistReviewFormState) =>
  state.reviewed
    ? ({
        kind: "success",
        title: state.reviewed === "approved" ? "Item approved" : "Item rejected",
        description: label,
      } as const)
    : state.error
      ? ({ kind: "error", title: "Error", description: state.error || "Could not update the checklist item." } as const)
      : null;

/**
 * Approve, or reject with the reason the client sees: two forms on the one form pattern (ADR 055),
 * posted to reviewChecklistItemAction (the route's schema, permission and domain function). Approve is
 * offered only while a file that was not rejected is on the item: the server refuses the rest (409).
 */
export function ChecklistReviewActions({
  applicationId,
  item,
  onDone,
}: {
  applicationId: string;
  item: { id: string; label: string; status: string; documents: { status: string }[] };
  onDone: () => void;
}) {
  const id = `reject-reason-${item.id}`;
  const say = sayFor(item.label);
  const approve = useActionForm({
    action: reviewChecklistItemAction,
    schema,
    defaults: { applicationId, itemId: item.id, decision: "approved" },
    say,
    onDone,
  });
  const reject = useActionForm({
    action: reviewChecklistItemAction,
    schema,
    defaults: { applicationId, itemId: item.id, decision: "rejected", reason: "" },
    say,
    onDone: () => {
      setRejecting(false);
      onDone();
    },
  });
  // Open again after a refusal (a page posted without JavaScript comes back with what was typed).
  const [rejecting, setRejecting] = useState(() => !!reject.state.error);
  const error = reject.error("reason");
  const hidden = (decision: "approved" | "rejected") => (
    <>
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="decision" value={decision} />
    </>
  );

  return (
    <div className="grid gap-2">
      <ActionNotice notice={approve.notice ?? reject.notice} />
      <div className="flex flex-wrap gap-1">
        {item.status !== "approved" && item.documents.some((d) => d.status !== "rejected") ? (
          <form {...approve.formProps}>
            {hidden("approved")}
            <Button
              type="submit"
              size="sm"
              variant="outline"
              aria-label={`Approve ${item.label}`}
              disabled={approve.pending}
            >
              Approve
            </Button>
          </form>
        ) : null}
        {!rejecting ? (
          <Button size="sm" variant="outline" aria-label={`Reject ${item.label}`} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        ) : null}
      </div>
      {rejecting ? (
        <form {...reject.formProps} className="grid gap-2" aria-label={`Reject ${item.label}`}>
          {hidden("rejected")}
          <FormField id={id} label="Reason the client will see" error={error} required>
            <Textarea
              id={id}
              defaultValue={reject.typed("reason")}
              aria-invalid={!!error}
              aria-describedby={describedBy(id, { error })}
              {...reject.form.register("reason")}
            />
          </FormField>
          <div className="flex gap-1">
            <Button type="submit" size="sm" variant="destructive" disabled={reject.pending}>
              Reject with reason
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
