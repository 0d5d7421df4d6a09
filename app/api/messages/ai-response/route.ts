import { z, recordId } from "@/lib/validation/client";
import { draftReply } from "@/lib/ai";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Staff only: drafts a reply from the application's state for staff to edit and send. */
export const POST = handler(
  { action: "draft:message", body: z.object({ applicationId: recordId() }) },
  async ({ body }) => ({ draft: await draftReply(body.applicationId) }),
);
