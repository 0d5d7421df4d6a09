"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/components/ui/use-zod-form";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { type ReviewItemInput } from "@/lib/documents/checklist-schema";
import { submitJson } from "@/lib/http/send-json";

/**
 * Approve, or reject with the reason the client sees (same schema as the route). Approve is offered
 * only while a file that was not rejected is on the item: the server refuses the rest (409).
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
  const [rejecting, setRejecting] = useState(false);
  const id = `reject-reason-${item.id}`;
  const { register, handleSubmit, formState, setError, reset } = useZodForm(
    () => import("@/lib/documents/checklist-schema").then((m) => m.reviewItemSchema),
    {
      decision: "rejected",
      reason: "",
    },
  );
  const error = formState.errors.reason?.message;

  async function review(body: ReviewItemInput) {
    const sent = await submitJson(`/api/applications/${applicationId}/checklist/${item.id}`, body, "PATCH");
    if (!sent.ok) {
      if (sent.fields.reason) setError("reason", { message: sent.fields.reason[0] });
      return void toast.error("Error", { description: sent.message ?? "Could not update the checklist item." });
    }
    toast.success(body.decision === "approved" ? "Item approved" : "Item rejected", { description: item.label });
    reset();
    setRejecting(false);
    onDone();
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-1">
        {item.status !== "approved" && item.documents.some((d) => d.status !== "rejected") ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Approve ${item.label}`}
            onClick={() => void review({ decision: "approved" })}
          >
            Approve
          </Button>
        ) : null}
        {!rejecting ? (
          <Button size="sm" variant="outline" aria-label={`Reject ${item.label}`} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        ) : null}
      </div>
      {rejecting ? (
        <ScriptForm
          className="grid gap-2"
          aria-label={`Reject ${item.label}`}
          onSubmit={handleSubmit((values) => review({ decision: "rejected", reason: values.reason }))}
        >
          <input type="hidden" {...register("decision")} />
          <FormField id={id} label="Reason the client will see" error={error} required>
            <Textarea
              id={id}
              aria-invalid={!!error}
              aria-describedby={describedBy(id, { error })}
              {...register("reason")}
            />
          </FormField>
          <div className="flex gap-1">
            <Button type="submit" size="sm" variant="destructive" disabled={formState.isSubmitting}>
              Reject with reason
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </ScriptForm>
      ) : null}
    </div>
  );
}
