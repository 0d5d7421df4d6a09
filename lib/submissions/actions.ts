"use server";
import { AppError, keepTyped, type TypedResult } from "@/lib/http/client";
import { formAction } from "@/lib/http";
import { parseRecordId } from "@/lib/validation/client";
import { KEY_IN_DEFAULTS, keyInFormSchema } from "./key-in-form";
import { createSubmissions } from "./create";
import { createSubmissionsFormSchema, keyInDecisionSchema } from "./schema";
import { changeSubmission } from "./staff";

export interface SubmissionFormState extends TypedResult {
  saved?: boolean;
  /** How many lenders the application was sent to. */
  submitted?: number;
}

/**
 * Staff key in an e-mail lender's decision (ADR 055), as PATCH /api/staff/submissions/:id with
 * `action: "decide"`: the submission and the version the form was opened on come as hidden fields;
 * the form's fields are turned into the route's body and parsed by its schema.
 */
export const keyInDecisionAction = keepTyped<SubmissionFormState>(async (previous, form) => {
  // The form shows only the chosen decision's fields (no offer fields for 'Action required'), so the
  // browser posts only those: a field it did not post is the form's default, not a refusal (issue #36).
  for (const [name, value] of Object.entries(KEY_IN_DEFAULTS)) if (!form.has(name)) form.set(name, value);
  const submissionId = parseRecordId(form.get("submissionId"));
  const version = form.get("version");
  return formAction(
    keyInFormSchema,
    async (body, { user, ip }): Promise<SubmissionFormState> => {
      if (!submissionId) throw new AppError("not_found");
      const input = keyInDecisionSchema.parse({ ...body, ...(version === null ? {} : { version }) });
      await changeSubmission(user, submissionId, input, ip);
      return { saved: true };
    },
    { action: "submit:lender" },
  )(previous, form);
});

/** The board's 'Submit to selected lenders' (ADR 055), as POST /api/staff/applications/:id/submissions. */
export const submitToLendersAction = keepTyped<SubmissionFormState>(
  formAction(
    createSubmissionsFormSchema,
    async ({ applicationId, lenderIds }, { user, ip }): Promise<SubmissionFormState> => {
      await createSubmissions(user, applicationId, { lenderIds }, ip);
      return { submitted: lenderIds.length };
    },
    { action: "submit:lender" },
  ),
);
