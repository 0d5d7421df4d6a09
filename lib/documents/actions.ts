"use server";
import { formAction } from "@/lib/http/form-action";
import { keepTyped, type TypedResult } from "@/lib/http/form-values";
import { recordId } from "@/lib/validation/text";
import { addChecklistRequest, reviewChecklistItem } from "./checklist-review";
import { checklistRequestSchema, reviewItemFormSchema } from "./checklist-schema";

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

export interface ChecklistReviewFormState extends TypedResult {
  /** The decision recorded. */
  reviewed?: "approved" | "rejected";
}

/**
 * Staff's 'Approve' and 'Reject with reason' (ADR 055), as PATCH /api/applications/:id/checklist/:itemId:
 * the client and broker are told a rejection's reason.
 */
export const reviewChecklistItemAction = keepTyped<ChecklistReviewFormState>(
  formAction(
    reviewItemFormSchema,
    async ({ applicationId, itemId, ...input }, { user, ip }): Promise<ChecklistReviewFormState> => {
      await reviewChecklistItem(user, applicationId, itemId, input, ip);
      return { reviewed: input.decision };
    },
    { action: "review:document" },
  ),
);
