import { uploadStatement } from "@/lib/checks/statement-upload";
import { MAX_UPLOAD_REQUEST_BYTES, SIZE_MESSAGE } from "@/lib/documents/rules";
import { handler } from "@/lib/http/handler";
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/**
 * The owner uploads a bank statement (multipart: file). JSON for the page's script; a form posted
 * without JavaScript is sent back to the application with the outcome's code (issue 33, ADR 071).
 */
export const POST = handler(
  {
    action: "create:document",
    params: z.object({ id: recordId() }),
    maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
    tooLargeMessage: SIZE_MESSAGE,
  },
  async ({ user, params, request, ip }) => {
    const result = await uploadStatement(user, params.id, request, ip);
    if (request.headers.get("accept")?.includes("text/html")) {
      const outcome = result.ok ? "recorded" : result.problem;
      const query = new URLSearchParams({ application: params.id, statement: outcome });
      return new Response(null, { status: 303, headers: { Location: `/client?${query.toString()}` } });
    }
    return Response.json(result, { status: result.ok ? 201 : 422 });
  },
);
