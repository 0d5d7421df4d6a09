"use client";
import { useEffect, useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { addNote } from "@/lib/applications/internal-note-actions";
import type { InternalNoteView } from "@/lib/applications/internal-notes";
import { formatDateTime } from "@/lib/money/format";

type Note = Omit<InternalNoteView, "createdAt"> & { createdAt: string };

/** The team's internal notes on an application: staff and admin only, never shown to the client or broker. */
export function InternalNotes({ applicationId }: { applicationId: string }) {
  const [notes, setNotes] = useState<Note[] | null | "error">(null);
  const af = useActionForm({
    action: addNote,
    schema: () => import("@/lib/applications/work-queue-schema").then((m) => m.internalNoteSchema),
    defaults: { body: "" },
    say: (state) =>
      state.note
        ? { kind: "success", title: "Note added" }
        : state.error
          ? { kind: "error", title: "Error", description: state.error || "Could not add the note" }
          : null,
    onDone: (state) => {
      const note = state.note;
      if (note) setNotes((list) => [note, ...(Array.isArray(list) ? list : [])]);
    },
  });
  const error = af.error("body");
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

  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">Only staff and admin see these notes.</p>
      <form {...af.formProps} className="grid gap-2">
        <input type="hidden" name="applicationId" value={applicationId} />
        <ActionNotice notice={af.notice} />
        <FormField id="internal-note" label="New internal note" error={error}>
          <Textarea
            id="internal-note"
            defaultValue={af.typed("body")}
            aria-invalid={!!error}
            aria-describedby={describedBy("internal-note", { error })}
            {...af.form.register("body")}
          />
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" disabled={af.pending}>
          Add note
        </Button>
      </form>
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
