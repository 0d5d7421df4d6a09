import { uploadStatement } from "@/lib/checks";
import { MAX_UPLOAD_REQUEST_BYTES, SIZE_MESSAGE } from "@/lib/documents/client";
import { workspaceHref } from "@/lib/applications/client";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

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
      const [path, section] = workspaceHref("client", params.id, "documents").split("#");
      const query = new URLSearchParams({ statement: outcome });
      return new Response(null, { status: 303, headers: { Location: `${path}?${query.toString()}#${section}` } });
    }
    return Response.json(result, { status: result.ok ? 201 : 422 });
  },
);
