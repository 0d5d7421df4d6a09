import { assignApplication } from "@/lib/applications/assignment";
import { assignSchema } from "@/lib/applications/work-queue-schema";
import { handler } from "@/lib/http/handler";
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/** Assign, reassign ({ assigneeId }) or unassign ({ assigneeId: null }); answers the staff view. */
export const PUT = handler(
  { action: "assign:application", params: z.object({ id: recordId() }), body: assignSchema },
  ({ user, params, body, ip }) => assignApplication(user, params.id, body, ip),
);
