import "server-only";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { can, documentScope } from "@/lib/auth/client";
import { db, type Prisma } from "@/lib/db";
import { readBodyCapped, AppError } from "@/lib/http/client";
import { storage, storageFor } from "@/lib/storage";
import { streamStored } from "./download";
import { limitUploadRate } from "./quota";
import { MAX_UPLOAD_REQUEST_BYTES, SIZE_MESSAGE, sanitiseFileName } from "./rules";
import { detectContentType } from "./sniff";
import {
  CONTENT_MISMATCH_MESSAGE,
  DOCUMENT_FIELDS,
  authorizeUpload,
  checkUploadFile,
  newStorageKey,
  recordDocument,
} from "./upload";

/** The caller's documents (spec §3 Document), newest first; staff see all. */
export async function listDocuments(user: SessionUser, applicationId?: string) {
  const prisma = await db();
  const where = documentScope(user);
  return prisma.document.findMany({
    where: { ...where, ...(applicationId ? { applicationId } : {}) },
    orderBy: { createdAt: "desc" },
    select: DOCUMENT_FIELDS,
  });
}

/** Reads a request body with a hard byte cap, so an oversized upload is refused without buffering it all. */
export async function readCapped(request: Request, cap: number): Promise<ArrayBuffer> {
  if (!request.body) throw new AppError("bad_request", "No file was sent.");
  const bytes = await readBodyCapped(request, cap, SIZE_MESSAGE);
  return bytes.buffer as ArrayBuffer;
}

export async function uploadDocument(user: SessionUser, request: Request, ip?: string) {
  await limitUploadRate(user.id);
  const raw = await readCapped(request, MAX_UPLOAD_REQUEST_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new AppError("bad_request", "Send the file as multipart/form-data.");
  }
  const file = form.get("file");
  const applicationId = String(form.get("applicationId") ?? "");
  const documentType = String(form.get("documentType") ?? "general").slice(0, 40) || "general";
  // Optional: the checklist item this file answers (it moves to received).
  const checklistItemId = String(form.get("checklistItemId") ?? "").slice(0, 100) || null;
  if (!(file instanceof File))
    throw new AppError("bad_request", "No file was sent.", { fields: { file: ["Choose a file to upload."] } });
  if (!applicationId)
    throw new AppError("bad_request", "Choose the application this document belongs to.", {
      fields: { applicationId: ["Required"] },
    });
  const ext = checkUploadFile(file);
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = await detectContentType(ext, bytes);
  if (!contentType) throw new AppError("unsupported_media_type", CONTENT_MISMATCH_MESSAGE);

  const target = await authorizeUpload(user, { applicationId, checklistItemId }, bytes.byteLength);
  const driver = storage();
  const key = newStorageKey(target);
  await driver.put(key, bytes, contentType);
  try {
    return await recordDocument(
      user,
      target,
      {
        key,
        driver: driver.name,
        fileName: sanitiseFileName(file.name),
        sizeBytes: bytes.byteLength,
        contentType,
        documentType,
      },
      ip,
    );
  } catch (error) {
    await driver.delete(key).catch(() => undefined);
    throw error;
  }
}

type StoredDocument = Prisma.DocumentGetPayload<object>;

/**
 * A document for download: owner or staff only (partners never open client documents). A driver
 * that serves files from its own CDN (UploadThing) gives a short-lived signed URL to redirect to;
 * the others a body the route sends itself, whose first bytes are already read (./download.ts).
 */
export async function openDocument(
  user: SessionUser,
  id: string,
  requestId?: string | null,
): Promise<{ doc: StoredDocument; redirect: string } | { doc: StoredDocument; body: ReadableStream<Uint8Array> }> {
  const prisma = await db();
  const doc = await prisma.document.findUnique({ where: { id } });
  if (!doc || !can(user, "read:document", { ownerId: doc.ownerId }))
    throw new AppError("not_found", "Document not found.");
  const driver = storageFor(doc.storageDriver);
  if (driver.redirectDownloads) {
    const url = await driver.signedUrl(doc.storageKey, { expiresInSeconds: 60, fileName: doc.fileName });
    if (url) return { doc, redirect: url };
  }
  return {
    doc,
    body: await streamStored(() => driver.get(doc.storageKey), {
      documentId: doc.id,
      requestId,
      expectedBytes: doc.sizeBytes,
    }),
  };
}

export async function reviewDocument(
  user: SessionUser,
  id: string,
  status: "approved" | "rejected" | "pending",
  ip?: string,
) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const doc = await tx.document.findUnique({ where: { id }, select: { id: true, status: true } });
    if (!doc) throw new AppError("not_found", "Document not found.");
    const updated = await tx.document.update({
      where: { id },
      data: { status, reviewedById: user.id, reviewedAt: new Date() },
      select: { id: true, status: true },
    });
    await audit(tx, {
      actor: user,
      action: "document.reviewed",
      entity: "Document",
      entityId: id,
      before: { status: doc.status },
      after: { status },
      ip,
    });
    return updated;
  });
}

// front-doors:start (generated by scripts/codemods/front-doors.ts; add names by re-running it)
export { addChecklistRequest, ITEM_APPROVED_JOB, reviewChecklistItem } from "./checklist-review";
export {
  checklistView,
  listChecklist,
  outstandingByApplication,
  readinessGaps,
  readinessParts,
} from "./checklist-store";
export { documentsListView } from "./list-view";
export { type PdfLine, textPdf } from "./pdf";
export { sweepOrphanUploads } from "./sweeper";
export { directUploadsEnabled, handleDirectUpload } from "./uploadthing-router";
// front-doors:end
