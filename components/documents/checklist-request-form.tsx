"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/components/ui/use-zod-form";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { checklistRequestSchema } from "@/lib/documents/checklist-schema";
import { submitJson } from "@/lib/http/send-json";

type FormValues = z.input<typeof checklistRequestSchema>;

/** 'Add request': a custom checklist item (POST /api/applications/:id/checklist, same schema). */
export function ChecklistRequestForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const { register, handleSubmit, formState, setError, reset } = useZodForm(
    () => import("@/lib/documents/checklist-schema").then((m) => m.checklistRequestSchema),
    {
      title: "",
      note: "",
      dueDate: "",
    },
  );
  const e = formState.errors;
  const field = (name: keyof FormValues) => {
    const id = `request-${name}`;
    return { id, "aria-invalid": !!e[name], "aria-describedby": describedBy(id, { error: e[name]?.message }) };
  };
  return (
    <ScriptForm
      className="grid gap-2 rounded-md border border-border p-3"
      aria-label="Add request"
      onSubmit={handleSubmit(async (values) => {
        const sent = await submitJson(`/api/applications/${applicationId}/checklist`, values);
        if (!sent.ok) {
          for (const [k, msgs] of Object.entries(sent.fields)) setError(k as keyof FormValues, { message: msgs[0] });
          return void toast.error("Error", { description: sent.message ?? "Could not add the request." });
        }
        toast.success("Request added", { description: "The client and broker have been notified." });
        reset();
        onDone();
      })}
    >
      <FormField id="request-title" label="What should the client send?" error={e.title?.message} required>
        <Input placeholder="Please send your latest ATO portal statement" {...field("title")} {...register("title")} />
      </FormField>
      <FormField id="request-note" label="Note to the client" error={e.note?.message}>
        <Textarea {...field("note")} {...register("note")} />
      </FormField>
      <FormField id="request-dueDate" label="Due date" error={e.dueDate?.message}>
        <Input type="date" {...field("dueDate")} {...register("dueDate")} />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          Add request
        </Button>
      </div>
    </ScriptForm>
  );
}
