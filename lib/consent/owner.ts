import "server-only";
import { workspaceHref } from "@/lib/applications/client";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff } from "@/lib/notifications";
import { withdrawFromLender } from "@/lib/submissions/withdraw";
import { applicationFor, personNameOf } from "./records";
import { LENDER_CONSENT_VERSION } from "./text";

/** A deal is over once the file is settled, declined or withdrawn: then the owner may ask for deletion. */
export const DEAL_OVER = ["settled", "declined", "withdrawn"];

/**
 * The owner withdraws a lender (issue 34 item 2): the lender's adapter is told (API cancel, or the
 * e-mail driver's withdrawal notice through the outbox), the submission is withdrawn and any open
 * offer from it released, and a 'removed' consent is recorded, so staff cannot send it again without
 * the owner's new approval.
 */
export async function withdrawLender(user: SessionUser, applicationId: string, lenderId: string, ip?: string) {
  await applicationFor(user, applicationId, "consent:lender");
  const prisma = await db();
  const sub = await prisma.lenderSubmission.findUnique({
    where: { applicationId_lenderId: { applicationId, lenderId } },
    select: { id: true, status: true },
  });
  if (!sub || sub.status === "withdrawn" || sub.status === "declined")
    throw new AppError("conflict", "This lender does not hold your application; nothing to withdraw.");
  return withdrawFromLender(sub.id, {
    actor: user,
    reason: "the applicant withdrew their consent.",
    note: "Withdrawn by the owner in the data room",
    ip,
    also: async (tx) => {
      const row = await tx.lenderConsent.create({
        data: {
          applicationId,
          lenderId,
          userId: user.id,
          personName: personNameOf(user),
          textVersion: LENDER_CONSENT_VERSION,
          decision: "removed",
          ip: ip ?? null,
        },
      });
      await audit(tx, {
        actor: user,
        action: "consent.removed",
        entity: "LenderConsent",
        entityId: row.id,
        before: { decision: "approved" },
        after: { applicationId, lenderId, decision: "removed", textVersion: row.textVersion, withdrawn: sub.id },
        ip,
      });
      await notifyStaff(tx, {
        kind: "lender_withdrawn",
        title: "The owner withdrew a lender",
        body: `${row.personName} withdrew their application from a lender; the lender was told.`,
        link: workspaceHref("staff", applicationId, "offers"),
      });
    },
  });
}

/**
 * After the deal the owner may ask for their file to be deleted (issue 34 item 2): a request staff
 * see (team notification, the submissions board), audited. One open request at a time.
 */
export async function requestDeletion(user: SessionUser, applicationId: string, note: string | undefined, ip?: string) {
  const app = await applicationFor(user, applicationId, "consent:lender");
  if (!DEAL_OVER.includes(app.status))
    throw new AppError(
      "conflict",
      "You can ask for deletion once the deal is finished (settled, declined or withdrawn).",
    );
  return transaction(async (tx) => {
    const open = await tx.dataDeletionRequest.findFirst({
      where: { applicationId, completedAt: null },
      select: { id: true },
    });
    if (open) throw new AppError("conflict", "You already asked for this file to be deleted; our team is on it.");
    const row = await tx.dataDeletionRequest.create({
      data: { applicationId, requestedById: user.id, note: note || null },
    });
    await audit(tx, {
      actor: user,
      action: "data.deletion_requested",
      entity: "DataDeletionRequest",
      entityId: row.id,
      after: { applicationId, note: row.note },
      ip,
    });
    await notifyStaff(tx, {
      kind: "deletion_request",
      title: `${app.number}: the owner asks for deletion`,
      body: `${personNameOf(user)} asks us to delete ${app.businessName}'s file and to tell each lender to do the same.`,
      link: workspaceHref("staff", applicationId, "offers"),
    });
    return row;
  });
}
