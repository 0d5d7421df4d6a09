import { z, recordId } from "@/lib/validation/client";
import { listMessages, postMessage } from "@/lib/messages";
import { messageInputSchema } from "@/lib/messages/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The thread of one application. */
export const GET = handler(
  { action: "read:message", query: z.object({ applicationId: recordId("applicationId is required") }) },
  ({ user, query }) => listMessages(user, query.applicationId),
);

/** Send a message: {applicationId, content}. */
export const POST = handler({ action: "create:message", body: messageInputSchema }, async ({ user, body, ip }) =>
  Response.json(await postMessage(user, body, ip), { status: 201 }),
);
