import { MAX_UPLOAD_REQUEST_BYTES, SIZE_MESSAGE } from "@/lib/documents/client";
import { handler } from "@/lib/http";
import { applicationParamsSchema } from "@/lib/partner-api/client";
import { apiUploadDocument } from "@/lib/partner-api";

export const dynamic = "force-dynamic";

/** Partner API (ADR 072): a document for a referred application (multipart: file, documentType). Scope documents:write. */
export const POST = handler(
  {
    apiKey: "documents:write",
    params: applicationParamsSchema,
    maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
    tooLargeMessage: SIZE_MESSAGE,
  },
  async ({ user, params, request, ip }) =>
    Response.json(await apiUploadDocument(user, params.applicationId, request, ip), { status: 201 }),
);
