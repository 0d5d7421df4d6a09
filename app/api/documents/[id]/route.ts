import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { openDocument, reviewDocument } from "@/lib/documents";
import { handler } from "@/lib/http/handler";
import { REQUEST_ID_HEADER } from "@/lib/observability/headers";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** Download: always as an attachment, never sniffed; from UploadThing through a short-lived signed URL. */
export const GET = handler({ action: "read:document", params }, async ({ request, user, params }) => {
  const opened = await openDocument(user, params.id, request.headers.get(REQUEST_ID_HEADER));
  if ("redirect" in opened)
    return new Response(null, {
      status: 302,
      headers: { Location: opened.redirect, "Cache-Control": "private, no-store" },
    });
  const { doc, body } = opened;
  const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": doc.contentType,
      "Content-Length": String(doc.sizeBytes),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});

/** Staff review a document: {status}. */
export const PATCH = handler(
  { action: "review:document", params, body: z.object({ status: z.enum(["pending", "approved", "rejected"]) }) },
  ({ user, params, body, ip }) => reviewDocument(user, params.id, body.status, ip),
);
