import { z, recordId } from "@/lib/validation/client";
import { reviewChecklistItem } from "@/lib/documents";
import { reviewItemSchema } from "@/lib/documents/client";
import { handler } from "@/lib/http";

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
