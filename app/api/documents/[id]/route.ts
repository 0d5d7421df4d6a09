import { z, recordId } from "@/lib/validation/client";
import { openDocument, reviewDocument } from "@/lib/documents";
import { previewKind } from "@/lib/documents/client";
import { handler } from "@/lib/http";
import { REQUEST_ID_HEADER } from "@/lib/observability/client";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

const query = z.object({ disposition: z.enum(["attachment", "inline"]).optional() });

/**
 * Download: as an attachment, never sniffed; from UploadThing through a short-lived signed URL.
 * `?disposition=inline` previews a PDF or an image in the staff workspace (issue #36 item 5): the
 * same authorisation, shown inline (next.config.ts lets our own pages frame it); any other type is
 * still an attachment.
 */
export const GET = handler({ action: "read:document", params, query }, async ({ request, user, params, query }) => {
  const opened = await openDocument(user, params.id, request.headers.get(REQUEST_ID_HEADER));
  if ("redirect" in opened)
    return new Response(null, {
      status: 302,
      headers: { Location: opened.redirect, "Cache-Control": "private, no-store" },
    });
  const { doc, body } = opened;
  const inline = query.disposition === "inline" && previewKind(doc.contentType) !== null;
  const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": doc.contentType,
      "Content-Length": String(doc.sizeBytes),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
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
