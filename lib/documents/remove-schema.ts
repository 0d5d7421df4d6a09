/**
 * The 'Remove file' form's schema (issue #36 item 5), shared by the form and the server action.
 * Pure (client components import it). Staff must give a reason (checked again on the server, where
 * the role is known); the owner removing their own upload before review need not.
 */
import { recordId, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const removeDocumentSchema = z.object({
  applicationId: recordId(),
  documentId: recordId(),
  reason: text().trim().max(500, "Keep the reason under 500 characters").optional(),
});
export type RemoveDocumentInput = z.infer<typeof removeDocumentSchema>;
