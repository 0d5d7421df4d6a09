import "server-only";
import { workspaceHref } from "@/lib/applications/client";
import { randomUUID } from "node:crypto";
import { audit, type Actor } from "@/lib/audit";
import { can, type Principal } from "@/lib/auth/client";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff } from "@/lib/notifications";
import { assertItemOfApplication, receiveForItem } from "./checklist-store";
import { assertQuota } from "./quota";
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, SIZE_MESSAGE, TYPE_MESSAGE, extensionOf } from "./rules";

/**
 * The steps every upload takes, whichever way its bytes travel (through our upload endpoint, or
 * straight from the browser to UploadThing): the file's own rules, who may send it where, and the
 * row that records it. lib/documents/index.ts (multipart) and lib/documents/uploadthing-router.ts
 * (direct) both call these, so the two paths cannot drift apart.
 */

/** What a document row shows (spec §3 Document): never its storage key. */
export const DOCUMENT_FIELDS = {
  id: true,
  applicationId: true,
  fileName: true,
  documentType: true,
  status: true,
  sizeBytes: true,
  createdAt: true,
} as const;

export const CONTENT_MISMATCH_MESSAGE = "The file's contents do not match its type.";

/** The file's own rules, before any byte is stored: not empty, 10 MB at most, an accepted type. Returns its extension. */
export function checkUploadFile(file: { name: string; size: number }): string {
  if (file.size === 0) throw new AppError("bad_request", "The file is empty.");
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("payload_too_large", SIZE_MESSAGE);
  const ext = extensionOf(file.name);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext))
    throw new AppError("unsupported_media_type", TYPE_MESSAGE);
  return ext;
}

/** Where an authorised upload goes, and who is recorded as its owner and sender. */
export interface UploadTarget {
  applicationId: string;
  applicationNumber: string;
  /** The client whose file the document joins, whoever sends it. */
  ownerId: string;
  /** A referring partner who sent it for the client (null when the client did). */
  uploadedById: string | null;
  checklistItemId: string | null;
}

/**
 * Who may send a file where: the client's own application or a referring partner's client (never
 * anyone else's: 404), a checklist item of that application (400), and room in the quota (413).
 */
export async function authorizeUpload(
  user: Principal,
  input: { applicationId: string; checklistItemId?: string | null },
  sizeBytes: number,
): Promise<UploadTarget> {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: input.applicationId },
    select: { id: true, clientId: true, partnerId: true, number: true },
  });
  if (!app || !can(user, "create:document", { ownerId: app.clientId, partnerId: app.partnerId }))
    throw new AppError("not_found", "Application not found.");
  const checklistItemId = input.checklistItemId || null;
  if (checklistItemId) await assertItemOfApplication(prisma, app.id, checklistItemId);
  const ownerId = app.clientId;
  // Checked before writing (no 10 MB written just to be deleted) and again under a lock when recorded.
  await assertQuota(prisma, ownerId, app.id, sizeBytes);
  return {
    applicationId: app.id,
    applicationNumber: app.number,
    ownerId,
    uploadedById: user.id === ownerId ? null : user.id,
    checklistItemId,
  };
}

/** A fresh storage key for a file of this application (server-generated, never from the user). */
export function newStorageKey(target: Pick<UploadTarget, "applicationId">): string {
  return `documents/${target.applicationId.toLowerCase()}/${randomUUID()}`;
}

export interface StoredUpload {
  key: string;
  driver: string;
  fileName: string;
  sizeBytes: number;
  contentType: string;
  documentType: string;
}

/**
 * Records a stored file as a Document (quota re-checked under a lock, the checklist item moved to
 * received, the audit event and the staff notification in the same transaction). The caller deletes
 * the stored file when this throws: nothing after the commit can fail, so a recorded file is never deleted.
 */
export async function recordDocument(actor: Actor, target: UploadTarget, file: StoredUpload, ip?: string) {
  return transaction(async (tx) => {
    await assertQuota(tx, target.ownerId, target.applicationId, file.sizeBytes, { lock: true });
    const item = target.checklistItemId ? await receiveForItem(tx, target.applicationId, target.checklistItemId) : null;
    const d = await tx.document.create({
      data: {
        applicationId: target.applicationId,
        ownerId: target.ownerId,
        uploadedById: target.uploadedById,
        checklistItemId: item?.id ?? null,
        fileName: file.fileName,
        documentType: file.documentType,
        sizeBytes: file.sizeBytes,
        contentType: file.contentType,
        storageDriver: file.driver,
        storageKey: file.key,
      },
      select: { ...DOCUMENT_FIELDS, checklistItemId: true },
    });
    await tx.application.update({ where: { id: target.applicationId }, data: { lastActivityAt: new Date() } });
    await audit(tx, {
      actor,
      action: "document.uploaded",
      entity: "Document",
      entityId: d.id,
      after: {
        fileName: d.fileName,
        sizeBytes: d.sizeBytes,
        contentType: file.contentType,
        ownerId: target.ownerId,
        uploadedById: target.uploadedById,
        storageDriver: file.driver,
        checklistItem: item ? { id: item.id, key: item.key, status: item.status } : null,
      },
      ip,
    });
    await notifyStaff(tx, {
      kind: "document",
      title: `New document for ${target.applicationNumber}`,
      body: `${d.fileName} was uploaded${target.uploadedById ? " by the referring broker" : ""}.`,
      link: workspaceHref("staff", target.applicationId, "documents"),
    });
    return d;
  });
}
