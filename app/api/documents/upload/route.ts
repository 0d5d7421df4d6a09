import { uploadDocument } from "@/lib/documents";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Multipart upload: file, applicationId, documentType. 413 above 10MB, 415 for a wrong type or content. */
export const POST = handler({ action: "create:document" }, async ({ user, request, ip }) =>
  Response.json(await uploadDocument(user, request, ip), { status: 201 }),
);
