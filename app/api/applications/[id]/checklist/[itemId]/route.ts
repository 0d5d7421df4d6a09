import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { reviewChecklistItem } from "@/lib/documents/checklist-review";
import { reviewItemSchema } from "@/lib/documents/checklist-schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Staff approve a checklist item, or reject it with the reason the client sees: {decision, reason}. */
export const PATCH = handler(
  {
    action: "review:document",
    params: z.object({ id: recordId(), itemId: recordId() }),
    body: reviewItemSchema,
  },
  ({ user, params, body, ip }) => reviewChecklistItem(user, params.id, params.itemId, body, ip),
);
