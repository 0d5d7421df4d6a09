import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { draftReply } from "@/lib/ai/draft-reply";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Staff only: drafts a reply from the application's state for staff to edit and send. */
export const POST = handler(
  { action: "draft:message", body: z.object({ applicationId: recordId() }) },
  async ({ body }) => ({ draft: await draftReply(body.applicationId) }),
);
