import { assignApplication } from "@/lib/applications";
import { assignSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

/** Assign, reassign ({ assigneeId }) or unassign ({ assigneeId: null }); answers the staff view. */
export const PUT = handler(
  { action: "assign:application", params: z.object({ id: recordId() }), body: assignSchema },
  ({ user, params, body, ip }) => assignApplication(user, params.id, body, ip),
);
