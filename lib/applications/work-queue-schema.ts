import { recordId, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

/** PUT /api/staff/applications/[id]/assignee: a staff member's id, or null to unassign. */
export const assignSchema = z.object({
  assigneeId: recordId().nullable(),
  /** The version the caller saw; a stale one loses with 409. */
  version: z.number().int().min(0).optional(),
});
export type AssignInput = z.infer<typeof assignSchema>;

/** POST /api/staff/applications/[id]/notes: the note form and the handler parse with this. */
export const internalNoteSchema = z.object({
  body: text().trim().min(1, "Write the note").max(4000, "At most 4,000 characters"),
});
export type InternalNoteInput = z.infer<typeof internalNoteSchema>;
