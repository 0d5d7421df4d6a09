import { uploadDocument } from "@/lib/documents";
import { MAX_UPLOAD_REQUEST_BYTES, SIZE_MESSAGE } from "@/lib/documents/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Multipart upload: file, applicationId, documentType. 413 above 10MB, 415 for a wrong type or content. */
export const POST = handler(
  // Above the default body cap: a 10 MiB file and its multipart envelope.
  { action: "create:document", maxBodyBytes: MAX_UPLOAD_REQUEST_BYTES, tooLargeMessage: SIZE_MESSAGE },
  async ({ user, request, ip }) => Response.json(await uploadDocument(user, request, ip), { status: 201 }),
);
