"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { InternalNoteView } from "@/lib/applications/internal-notes";
import { submitJson } from "@/lib/http/send-json";
import { formatDateTime } from "@/lib/money/format";
import { unauthorized } from "./staff-requests";

type Note = Omit<InternalNoteView, "createdAt"> & { createdAt: string };

/** The team's internal notes on an application: staff and admin only, never shown to the client or broker. */
export function InternalNotes({ applicationId }: { applicationId: string }) {
  const [notes, setNotes] = useState<Note[] | null | "error">(null);
  const form = useZodForm(() => import("@/lib/applications/work-queue-schema").then((m) => m.internalNoteSchema), {
    body: "",
  });
  const error = form.formState.errors.body?.message;
  useEffect(() => {
    let live = true;
    fetch(`/api/staff/applications/${applicationId}/notes`, { credentials: "include" })
      .then(async (r) => (r.ok ? ((await r.json()) as Note[]) : "error"))
      .catch(() => "error" as const)
      .then((list) => live && setNotes(list));
    return () => {
      live = false;
    };
  }, [applicationId]);

  const add = form.handleSubmit(async (values) => {
    const sent = await submitJson<Note>(`/api/staff/applications/${applicationId}/notes`, values);
    if (sent.status === 401) return unauthorized();
    if (!sent.ok) {
      toast.error("Error", { description: sent.message ?? "Could not add the note" });
      return;
    }
    setNotes((list) => [sent.data as Note, ...(Array.isArray(list) ? list : [])]);
    form.reset({ body: "" });
    toast.success("Note added");
  });

  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">Only staff and admin see these notes.</p>
      <ScriptForm noValidate className="grid gap-2" onSubmit={add}>
        <FormField id="internal-note" label="New internal note" error={error}>
          <Textarea
            id="internal-note"
            aria-invalid={!!error}
            aria-describedby={describedBy("internal-note", { error })}
            {...form.register("body")}
          />
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" disabled={form.formState.isSubmitting}>
          Add note
        </Button>
      </ScriptForm>
      {notes === null ? (
        <p className="text-sm text-muted-foreground">Loading notes...</p>
      ) : notes === "error" ? (
        <p className="text-sm text-destructive">Could not load the notes.</p>
      ) : notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No internal notes yet.</p>
      ) : (
        <ul aria-label="Internal notes" className="grid gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md border border-border p-2 text-sm">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.authorName} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
