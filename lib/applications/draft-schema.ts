import { z } from "@/lib/validation/zod";
import { recordId, singleLine } from "@/lib/validation/text";
import { wizardFormSchema } from "./wizard-schema";

/**
 * A wizard draft as it is saved while the applicant goes (ADR 014): the shared wizard schema with
 * every answer optional. An answer that is present must pass its own rule, so a draft never holds
 * what the wizard could not submit; unknown keys are dropped and the consent is never saved (it is
 * given afresh at step 10).
 */
export const wizardDraftAnswersSchema = wizardFormSchema
  .omit({ consentSoftCheck: true })
  .extend({
    /**
     * The one exception: an ABN is kept as typed (digits and spaces), even when its check digits fail,
     * so a resumed draft takes the applicant to step 7 to fix it instead of silently dropping it
     * (issue #37). The submission's schema still refuses it.
     */
    abnNumber: singleLine()
      .trim()
      .max(20)
      .regex(/^[\d ]*$/, "An ABN has digits only"),
  })
  .partial();
export type WizardDraftAnswers = z.output<typeof wizardDraftAnswersSchema>;

/** The last step a draft resumes at: 8 is an animation, 11 and 12 come after submission. */
export const DRAFT_LAST_STEP = 10;

/** Where a resumed wizard opens: the saved step, except the animation (its step 7 comes first). */
export const resumeStep = (step: number) => Math.max(1, Math.min(DRAFT_LAST_STEP, step === 8 ? 7 : step));

export const draftSaveSchema = z.object({
  /** A signed-in applicant's draft from the portal; otherwise the cookie names the draft. */
  id: recordId().optional(),
  step: z.coerce.number().int().min(1).max(12).transform(resumeStep),
  answers: wizardDraftAnswersSchema,
});
export type DraftSave = z.input<typeof draftSaveSchema>;

export const draftIdQuerySchema = z.object({ id: recordId().optional() });

/** A save's or a link request's body is small: anything larger than this is refused (413) unread. */
export const DRAFT_MAX_BYTES = 8 * 1024;

type Shape = typeof wizardDraftAnswersSchema.shape;

/**
 * The answers worth saving now: each field that passes its own rule (a half-typed e-mail or an
 * unanswered choice waits until it does), so the server's partial schema accepts every save.
 */
export function draftableAnswers(values: Record<string, unknown>): Record<string, unknown> {
  const shape: Shape = wizardDraftAnswersSchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof Shape)[]) {
    const value = values[key];
    if (value === undefined || value === "") continue;
    if (shape[key].safeParse(value).success) out[key] = value;
  }
  return out;
}
