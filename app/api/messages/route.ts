import { z } from "@/lib/validation/zod";
import { recordId, text } from "@/lib/validation/text";
import { listMessages, MESSAGE_MAX_LENGTH, postMessage } from "@/lib/messages";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** The thread of one application. */
export const GET = handler(
  { action: "read:message", query: z.object({ applicationId: recordId("applicationId is required") }) },
  ({ user, query }) => listMessages(user, query.applicationId),
);

const body = z.object({
  applicationId: recordId(),
  content: text()
    .max(MESSAGE_MAX_LENGTH, `Messages are limited to ${MESSAGE_MAX_LENGTH} characters`)
    .refine((v) => v.trim().length > 0, "Message cannot be empty."),
  isAiGenerated: z.boolean().optional(),
});

/** Send a message: {applicationId, content}. */
export const POST = handler({ action: "create:message", body }, async ({ user, body, ip }) =>
  Response.json(await postMessage(user, body, ip), { status: 201 }),
);
