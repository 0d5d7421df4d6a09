"use server";
import { formAction } from "@/lib/http/form-action";
import { keepTyped, type TypedResult } from "@/lib/http/form-values";
import { recordId } from "@/lib/validation/text";
import { addChecklistRequest } from "./checklist-review";
import { checklistRequestSchema } from "./checklist-schema";

export interface ChecklistRequestFormState extends TypedResult {
  added?: boolean;
}

/** Staff's 'Add request' (ADR 055), as POST /api/applications/:id/checklist: the client and broker are notified. */
export const requestDocument = keepTyped<ChecklistRequestFormState>(
  formAction(
    checklistRequestSchema.extend({ applicationId: recordId() }),
    async ({ applicationId, ...input }, { user, ip }): Promise<ChecklistRequestFormState> => {
      await addChecklistRequest(user, applicationId, input, ip);
      return { added: true };
    },
    { action: "request:document" },
  ),
);
