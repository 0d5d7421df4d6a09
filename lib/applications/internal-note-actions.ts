"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { recordId } from "@/lib/validation/client";
import { addInternalNote } from "./internal-notes";
import { internalNoteSchema } from "./work-queue-schema";

export interface InternalNoteFormState extends TypedResult {
  /** The note added, as the list shows it. */
  note?: { id: string; body: string; createdAt: string; authorName: string };
}

/** The staff panel's 'Add note' (ADR 055), as POST /api/staff/applications/:id/notes. */
export const addNote = keepTyped<InternalNoteFormState>(
  formAction(
    internalNoteSchema.extend({ applicationId: recordId() }),
    async ({ applicationId, ...input }, { user, ip }): Promise<InternalNoteFormState> => {
      const note = await addInternalNote(user, applicationId, input, ip);
      return { note: { ...note, createdAt: note.createdAt.toISOString() } };
    },
    { action: "create:internal-note" },
  ),
);
