"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { ROW_INTENT, rowIntent, type RowIntent } from "./form-data";
import { fullApplicationFormSchema } from "./schema";
import { saveFullApplication, type FullApplicationView } from "./store";

export interface FullApplicationFormState extends TypedResult {
  /** The saved application, as GET /api/applications/:id/full-application answers it. */
  view?: FullApplicationView;
  /** The row button pressed without JavaScript (add a blank row, remove one): the form shows it so. */
  rows?: RowIntent;
}

const save = keepTyped<FullApplicationFormState>(
  formAction(
    fullApplicationFormSchema,
    async ({ applicationId, ...values }, { user, ip }): Promise<FullApplicationFormState> => ({
      view: await saveFullApplication(user, applicationId, values, ip),
    }),
    { action: "update:full-application" },
  ),
);

/**
 * 'Complete your application' saved (ADR 055), as PUT /api/applications/:id/full-application: the
 * same permission and domain function (client: own; partner: referred; staff: any; locked once with
 * lenders; audited by field name). Without JavaScript a row's Add or Remove button posts the form
 * too: what was typed is saved (a removed row is not), and the form comes back with the row added.
 */
export async function saveFullApplicationAction(
  previous: FullApplicationFormState,
  form: FormData,
): Promise<FullApplicationFormState> {
  const result = await save(previous, form);
  const rows = rowIntent(form.get(ROW_INTENT));
  return rows ? { ...result, rows } : result;
}
