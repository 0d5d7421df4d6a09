"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { recordId } from "@/lib/validation/client";
import { addChecklistRequest, reviewChecklistItem } from "./checklist-review";
import { checklistRequestSchema, reviewItemFormSchema } from "./checklist-schema";
import { removeDocument } from "./remove";
import { removeDocumentSchema } from "./remove-schema";

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

export interface RemoveDocumentFormState extends TypedResult {
  /** The file name removed. */
  removed?: string;
}

/** 'Remove file' (issue #36 item 5): staff with a reason, the owner their own upload before it is approved. */
export const removeDocumentAction = keepTyped<RemoveDocumentFormState>(
  formAction(
    removeDocumentSchema,
    async (input, { user, ip }): Promise<RemoveDocumentFormState> => {
      const removed = await removeDocument(user, input, ip);
      return { removed: removed.fileName };
    },
    { action: "remove:document" },
  ),
);
