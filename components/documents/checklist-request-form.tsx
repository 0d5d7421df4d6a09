"use client";
import type { z } from "zod";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { requestDocument } from "@/lib/documents/actions";
import type { checklistRequestSchema } from "@/lib/documents/checklist-schema";

type FormValues = z.input<typeof checklistRequestSchema>;

/**
 * 'Add request': a custom checklist item, posted to the requestDocument action (ADR 055; the route
 * POST /api/applications/:id/checklist takes the same schema).
 */
export function ChecklistRequestForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const af = useActionForm({
    action: requestDocument,
    schema: () => import("@/lib/documents/checklist-schema").then((m) => m.checklistRequestSchema),
    defaults: { title: "", note: "", dueDate: "" },
    say: (state) =>
      state.added
        ? { kind: "success", title: "Request added", description: "The client and broker have been notified." }
        : state.error
          ? { kind: "error", title: "Error", description: state.error || "Could not add the request." }
          : null,
    onDone,
  });
  const field = (name: keyof FormValues) => {
    const id = `request-${name}`;
    const error = af.error(name);
    return {
      id,
      defaultValue: af.typed(name),
      "aria-invalid": !!error,
      "aria-describedby": describedBy(id, { error }),
      ...af.form.register(name),
    };
  };
  return (
    <form {...af.formProps} className="grid gap-2 rounded-md border border-border p-3" aria-label="Add request">
      <input type="hidden" name="applicationId" value={applicationId} />
      <ActionNotice notice={af.notice} />
      <FormField id="request-title" label="What should the client send?" error={af.error("title")} required>
        <Input placeholder="Please send your latest ATO portal statement" {...field("title")} />
      </FormField>
      <FormField id="request-note" label="Note to the client" error={af.error("note")}>
        <Textarea {...field("note")} />
      </FormField>
      <FormField id="request-dueDate" label="Due date" error={af.error("dueDate")}>
        <Input type="date" {...field("dueDate")} />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={af.pending}>
          Add request
        </Button>
      </div>
    </form>
  );
}
