import "server-only";
import { audit } from "@/lib/audit";
import { can, scopeOf } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { logger } from "@/lib/observability";
import { storageFor } from "@/lib/storage";

export const NOT_FOUND = "Document not found.";
export const APPROVED_OWN_MESSAGE = "This document is approved: ask our team to remove it if it is wrong.";

/**
 * Takes a wrong upload off the file (issue #36 item 5). Staff remove any document with a reason; the
 * owner removes their own while neither it nor its checklist item is approved (to upload the right
 * one instead). The row goes (so no lender package or later submission includes it: both read the
 * application's approved document rows), its checklist item goes back to needing a file when no other
 * file is left on it (or to review when one is), and an audit event keeps what was removed, by whom
 * and why. The stored bytes are deleted after the commit.
 */
export async function removeDocument(
  user: SessionUser,
  input: { documentId: string; applicationId: string; reason?: string },
  ip?: string,
) {
  const reason = input.reason?.trim() || null;
  const removed = await transaction(async (tx) => {
    const doc = await tx.document.findFirst({
      where: { id: input.documentId, applicationId: input.applicationId },
      select: {
        id: true,
        ownerId: true,
        fileName: true,
        documentType: true,
        status: true,
        storageDriver: true,
        storageKey: true,
        checklistItemId: true,
        checklistItem: { select: { id: true, label: true, status: true } },
        application: { select: { partnerId: true } },
      },
    });
    const resource = { ownerId: doc?.ownerId, partnerId: doc?.application.partnerId ?? null };
    if (!doc || !can(user, "read:document-list", resource) || !can(user, "remove:document", resource))
      throw new AppError("not_found", NOT_FOUND);
    const staff = scopeOf(user, "remove:document") === "any";
    if (staff && !reason)
      throw new AppError("bad_request", "Give the reason for removing this file.", {
        fields: { reason: ["Give the reason for removing this file."] },
      });
    if (!staff && (doc.status === "approved" || doc.checklistItem?.status === "approved"))
      throw new AppError("conflict", APPROVED_OWN_MESSAGE);
    await tx.document.delete({ where: { id: doc.id } });
    let itemStatus: string | null = null;
    if (doc.checklistItem) {
      const left = await tx.document.count({
        where: { checklistItemId: doc.checklistItem.id, status: { not: "rejected" } },
      });
      itemStatus = left ? "received" : "requested";
      await tx.checklistItem.update({
        where: { id: doc.checklistItem.id },
        data: { status: itemStatus as "received" | "requested", reviewedAt: null },
      });
    }
    await tx.application.update({ where: { id: input.applicationId }, data: { lastActivityAt: new Date() } });
    await audit(tx, {
      actor: user,
      action: "document.removed",
      entity: "Document",
      entityId: doc.id,
      before: {
        applicationId: input.applicationId,
        fileName: doc.fileName,
        documentType: doc.documentType,
        status: doc.status,
        checklistItem: doc.checklistItem?.label ?? null,
        checklistItemStatus: doc.checklistItem?.status ?? null,
      },
      after: { applicationId: input.applicationId, removed: true, checklistItemStatus: itemStatus },
      note: reason,
      ip,
    });
    return { id: doc.id, driver: doc.storageDriver, key: doc.storageKey, fileName: doc.fileName };
  });
  await storageFor(removed.driver)
    .delete(removed.key)
    .catch((error: unknown) =>
      logger.warn(
        { documentId: removed.id, reason: error instanceof Error ? error.message : String(error) },
        "removed document's file could not be deleted from storage",
      ),
    );
  return { id: removed.id, fileName: removed.fileName };
}
