import "server-only";
import { randomUUID } from "node:crypto";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { afterCommit, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { formatDate } from "@/lib/money/client";
import { notifyUser, type NotificationInput } from "@/lib/notifications";
import { calendarDay } from "@/lib/validation/client";
import type { ChecklistRequestInput, ReviewItemInput } from "./checklist-schema";
import { CHECKLIST_ITEM_SELECT } from "./checklist-store";
import { workspaceHref } from "@/lib/applications/client";

interface Parties {
  id: string;
  number: string;
  clientId: string;
  partnerId: string | null;
}

/** The client and the referring broker hear about it (in-app, and by e-mail through the outbox), in the change's transaction. */
async function notifyParties(tx: Prisma.TransactionClient, app: Parties, n: Omit<NotificationInput, "link">) {
  await notifyUser(tx, app.clientId, { ...n, link: workspaceHref("client", app.id, "documents") });
  if (app.partnerId) await notifyUser(tx, app.partnerId, { ...n, link: workspaceHref("partner", app.id, "documents") });
}

/**
 * The hint an approval leaves (ADR 082): lib/submissions answers every lender condition linked to the
 * item with its approved document. A hint only: the submissions sweep finds what a lost one left.
 */
export const ITEM_APPROVED_JOB = "documents.item-approved";

const PARTIES = { id: true, number: true, clientId: true, partnerId: true } as const;

/** The answer (409) to approving an item with no file on it (issue #39 item 12b). */
export const nothingToApproveMessage = (label: string) =>
  `${label} cannot be approved: no document has been uploaded for it (or every file sent was rejected). Ask the client to upload it, or reject the item with a reason.`;

/**
 * Staff approve an item, or reject it with the reason the client sees; its pending files follow.
 * Every item asks for a document: approving one without a file that was not rejected is a 409.
 */
export async function reviewChecklistItem(
  user: SessionUser,
  applicationId: string,
  itemId: string,
  input: ReviewItemInput,
  ip?: string,
) {
  requirePermission(user, "review:document");
  const reason = input.decision === "rejected" ? input.reason?.trim() || null : null;
  if (input.decision === "rejected" && !reason)
    throw new AppError("bad_request", "Please check the highlighted fields.", {
      fields: { reason: ["Give the reason the client will see"] },
    });
  return transaction(async (tx) => {
    const before = await tx.checklistItem.findFirst({
      where: { id: itemId, applicationId },
      select: {
        status: true,
        rejectionReason: true,
        label: true,
        application: { select: PARTIES },
        // A file that was not turned down: what an approval approves.
        _count: { select: { documents: { where: { status: { not: "rejected" } } } } },
      },
    });
    if (!before) throw new AppError("not_found", "Checklist item not found.");
    if (input.decision === "approved" && before._count.documents === 0)
      throw new AppError("conflict", nothingToApproveMessage(before.label));
    const now = new Date();
    const item = await tx.checklistItem.update({
      where: { id: itemId },
      data: { status: input.decision, rejectionReason: reason, reviewedAt: now },
      select: CHECKLIST_ITEM_SELECT,
    });
    await tx.document.updateMany({
      where: { checklistItemId: itemId, status: "pending" },
      data: { status: input.decision, reviewedById: user.id, reviewedAt: now },
    });
    await tx.application.update({ where: { id: applicationId }, data: { lastActivityAt: now } });
    await audit(tx, {
      actor: user,
      action: "checklist.item_reviewed",
      entity: "ChecklistItem",
      entityId: itemId,
      before: { status: before.status, rejectionReason: before.rejectionReason },
      after: { status: input.decision, rejectionReason: reason },
      ip,
    });
    if (input.decision === "approved") afterCommit(tx, { job: ITEM_APPROVED_JOB, data: { applicationId, itemId } });
    const app = before.application;
    await notifyParties(
      tx,
      app,
      reason
        ? {
            kind: "document_rejected",
            title: `Document needed again for ${app.number}`,
            body: `${item.label} was not accepted: ${reason.replace(/[.!\s]+$/, "")}. Please upload it again.`,
          }
        : {
            kind: "document_approved",
            title: `Document approved for ${app.number}`,
            body: `${item.label} was approved.`,
          },
    );
    return item;
  });
}

/**
 * Staff ask for something the rules do not cover; it is required until approved. `key`: a stable key
 * for a request several parties share (a lender condition's document, ADR 082); default a new one.
 */
export async function addChecklistRequest(
  user: SessionUser,
  applicationId: string,
  input: ChecklistRequestInput,
  ip?: string,
  key = `custom:${randomUUID()}`,
) {
  requirePermission(user, "request:document");
  const dueAt = input.dueDate ? calendarDay(input.dueDate) : null;
  const note = input.note?.trim() || null;
  return transaction(async (tx) => {
    const app = await tx.application.findUnique({ where: { id: applicationId }, select: PARTIES });
    if (!app) throw new AppError("not_found", "Application not found.");
    const item = await tx.checklistItem.create({
      data: {
        applicationId,
        key,
        label: input.title.trim(),
        required: true,
        custom: true,
        staffNote: note,
        dueAt,
        requestedById: user.id,
      },
      select: CHECKLIST_ITEM_SELECT,
    });
    await tx.application.update({ where: { id: applicationId }, data: { lastActivityAt: new Date() } });
    await audit(tx, {
      actor: user,
      action: "checklist.item_requested",
      entity: "ChecklistItem",
      entityId: item.id,
      after: { applicationId, label: item.label, note, dueAt },
      ip,
    });
    const due = dueAt ? ` Please send it by ${formatDate(dueAt)}.` : "";
    await notifyParties(tx, app, {
      kind: "document_requested",
      title: `New document request for ${app.number}`,
      body: `We need: ${item.label}.${note ? ` ${note}` : ""}${due}`,
    });
    return item;
  });
}
