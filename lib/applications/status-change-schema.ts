import { recordId, singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

/** A note on a status change: what staff write in the panel and the confirmation dialog. */
const statusNote = () => text().trim().max(2000, "Keep the note under 2,000 characters.");

/** PATCH /api/applications/{id}/status: a staff or canonical status, a note, the version seen. */
export const statusChangeSchema = z.object({
  status: singleLine().trim().min(1, "Choose a status").max(40),
  notes: statusNote().optional().nullable(),
  version: z.number().int().min(0).optional(),
  /** Admin only: move to lender matching although documents or details are missing (note required). */
  override: z.boolean().optional(),
});

export const DECISION_NOTE_REQUIRED = "Add a note saying why: it is kept with the decision.";

/**
 * The confirmation dialog of a decision (approved, rejected, funded): the same note, now required.
 * The server enforces the same rule in checkTransition (status.ts), so a request without a note fails there too.
 */
export const decisionNoteSchema = z.object({ notes: statusNote().min(1, DECISION_NOTE_REQUIRED) });

/**
 * The confirmation dialog as it posts to its server action (ADR 055): the note, with the application,
 * the chosen status, the version the panel saw and the admin's readiness override ("true" when set).
 */
export const decisionFormSchema = decisionNoteSchema.extend({
  applicationId: recordId(),
  status: statusChangeSchema.shape.status,
  version: z.coerce.number().int().min(0),
  override: z.preprocess((v) => v === "true" || v === true, z.boolean()),
});
