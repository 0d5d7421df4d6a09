import "server-only";
import { randomUUID } from "node:crypto";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth/session";
import { can, documentScope } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { notifyStaff } from "@/lib/notifications";
import { storage, storageFor } from "@/lib/storage";
import { receiveForItem } from "./checklist-store";
import { assertQuota, limitUploadRate } from "./quota";
import {
  ACCEPTED_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  SIZE_MESSAGE,
  TYPE_MESSAGE,
  extensionOf,
  sanitiseFileName,
} from "./rules";
import { detectContentType } from "./sniff";

/** What a document row shows (spec §3 Document): never its storage key. */
const DOCUMENT_FIELDS = {
  id: true,
  applicationId: true,
  fileName: true,
  documentType: true,
  status: true,
  sizeBytes: true,
  createdAt: true,
} as const;

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
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > cap) throw new AppError("payload_too_large", SIZE_MESSAGE);
  if (!request.body) throw new AppError("bad_request", "No file was sent.");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel();
      throw new AppError("payload_too_large", SIZE_MESSAGE);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out.buffer;
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
  if (file.size === 0) throw new AppError("bad_request", "The file is empty.");
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("payload_too_large", SIZE_MESSAGE);
  const ext = extensionOf(file.name);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext))
    throw new AppError("unsupported_media_type", TYPE_MESSAGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = await detectContentType(ext, bytes);
  if (!contentType) throw new AppError("unsupported_media_type", "The file's contents do not match its type.");

  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { id: true, clientId: true, partnerId: true, number: true },
  });
  // The client's own file, or a referring partner's client (never anyone else's).
  if (!app || !can(user, "create:document", { ownerId: app.clientId, partnerId: app.partnerId }))
    throw new AppError("not_found", "Application not found.");
  // The document belongs to the client's file whoever sends it; a partner is recorded as the uploader.
  const ownerId = app.clientId;
  const uploadedById = user.id === ownerId ? null : user.id;
  // Checked before writing (no 10 MB written just to be deleted) and again under a lock below.
  await assertQuota(prisma, ownerId, app.id, bytes.byteLength);

  const driver = storage();
  const key = `documents/${app.id.toLowerCase()}/${randomUUID()}`;
  await driver.put(key, bytes, contentType);
  try {
    const doc = await prisma.$transaction(async (tx) => {
      await assertQuota(tx, ownerId, app.id, bytes.byteLength, { lock: true });
      const item = checklistItemId ? await receiveForItem(tx, app.id, checklistItemId) : null;
      const d = await tx.document.create({
        data: {
          applicationId: app.id,
          ownerId,
          uploadedById,
          checklistItemId: item?.id ?? null,
          fileName: sanitiseFileName(file.name),
          documentType,
          sizeBytes: bytes.byteLength,
          contentType,
          storageDriver: driver.name,
          storageKey: key,
        },
        select: { ...DOCUMENT_FIELDS, checklistItemId: true },
      });
      await tx.application.update({ where: { id: app.id }, data: { lastActivityAt: new Date() } });
      await audit(tx, {
        actor: user,
        action: "document.uploaded",
        entity: "Document",
        entityId: d.id,
        after: {
          fileName: d.fileName,
          sizeBytes: d.sizeBytes,
          contentType,
          ownerId,
          uploadedById,
          checklistItem: item ? { id: item.id, key: item.key, status: item.status } : null,
        },
        ip,
      });
      return d;
    });
    await notifyStaff({
      kind: "document",
      title: `New document for ${app.number}`,
      body: `${doc.fileName} was uploaded${uploadedById ? " by the referring broker" : ""}.`,
      link: `/staff?application=${app.id}`,
    });
    return doc;
  } catch (error) {
    await driver.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A document for download: owner or staff only (partners never open client documents). */
export async function openDocument(user: SessionUser, id: string) {
  const prisma = await db();
  const doc = await prisma.document.findUnique({ where: { id } });
  if (!doc || !can(user, "read:document", { ownerId: doc.ownerId }))
    throw new AppError("not_found", "Document not found.");
  const stream = await storageFor(doc.storageDriver).get(doc.storageKey);
  return { doc, stream };
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
