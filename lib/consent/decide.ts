import "server-only";
import { workspaceHref } from "@/lib/applications/client";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff, notifyUser } from "@/lib/notifications";
import { issueDirectorLinks, recordOwnerAsDirector } from "./directors";
import { applicationFor, currentConsents, personNameOf } from "./records";
import type { ConsentDecisionValue, ProposeLendersInput } from "./schema";
import { LENDER_CONSENT_VERSION } from "./text";

export const lendersPath = (applicationId: string) => `/client/applications/${applicationId}/lenders`;

/** While lenders may still be chosen: never after an offer is accepted or the file is closed. */
const OPEN = ["submitted", "under_review", "lender_matching", "offers_presentation"];

/**
 * Staff propose lenders from the application's match list for the owner's consent (issue 34 item
 * 1). A lender already proposed stays as it was; the owner is told (in-app and through the outbox).
 */
export async function proposeLenders(
  user: SessionUser,
  applicationId: string,
  input: ProposeLendersInput,
  ip?: string,
) {
  requirePermission(user, "submit:lender");
  const app = await applicationFor(user, applicationId, "submit:lender");
  if (!OPEN.includes(app.status)) throw new AppError("conflict", "Lenders can no longer be proposed for this file.");
  return transaction(async (tx) => {
    const matches = await tx.lenderMatch.findMany({
      where: { applicationId, lenderId: { in: input.lenderIds }, lender: { active: true } },
      include: { lender: { select: { name: true } } },
    });
    if (matches.length !== input.lenderIds.length)
      throw new AppError("bad_request", "Choose lenders from this application's match list.", {
        fields: { lenderIds: ["Choose lenders from this application's match list."] },
      });
    const existing = await tx.lenderProposal.findMany({
      where: { applicationId, lenderId: { in: input.lenderIds } },
      select: { lenderId: true },
    });
    const fresh = matches.filter((m) => !existing.some((e) => e.lenderId === m.lenderId));
    for (const m of fresh) {
      const row = await tx.lenderProposal.create({
        data: { applicationId, lenderId: m.lenderId, proposedById: user.id },
      });
      await audit(tx, {
        actor: user,
        action: "consent.proposed",
        entity: "LenderProposal",
        entityId: row.id,
        after: { applicationId, lenderId: m.lenderId, lender: m.lender.name },
        ip,
      });
    }
    // Each director other than the owner: their own link for the lenders that check directors' credit (ADR 083).
    if (fresh.length) await issueDirectorLinks(tx, app);
    if (fresh.length)
      await notifyUser(tx, app.clientId, {
        kind: "lender_consent",
        title: `Choose which lenders see application ${app.number}`,
        body: `We propose sending your application to ${fresh.map((m) => m.lender.name).join(", ")}. See why each was chosen, what it checks and what it receives, and approve or remove each one.`,
        link: lendersPath(applicationId),
      });
    return { proposed: fresh.map((m) => m.lenderId), alreadyProposed: existing.map((e) => e.lenderId) };
  });
}

/**
 * A referring broker asks the owner to answer the lenders waiting for them (never answers for them):
 * an in-app notification and an e-mail through the outbox, audited.
 */
export async function requestConsent(user: SessionUser, applicationId: string, ip?: string) {
  const app = await applicationFor(user, applicationId, "request:lender-consent");
  const prisma = await db();
  const [proposals, consents] = await Promise.all([
    prisma.lenderProposal.findMany({ where: { applicationId }, include: { lender: { select: { name: true } } } }),
    currentConsents(prisma, applicationId),
  ]);
  const waiting = proposals.filter((p) => !consents.has(p.lenderId));
  if (!waiting.length) throw new AppError("conflict", "No lender is waiting for the owner's answer.");
  return transaction(async (tx) => {
    await tx.lenderProposal.updateMany({
      where: { id: { in: waiting.map((w) => w.id) } },
      data: { requestedAt: new Date() },
    });
    await notifyUser(tx, app.clientId, {
      kind: "lender_consent_request",
      title: `Your broker asks you to choose lenders for ${app.number}`,
      body: `${personNameOf(user)} asks you to approve or remove: ${waiting.map((w) => w.lender.name).join(", ")}. Only you can give this consent.`,
      link: lendersPath(applicationId),
    });
    await audit(tx, {
      actor: user,
      action: "consent.requested",
      entity: "Application",
      entityId: applicationId,
      after: { lenders: waiting.map((w) => w.lender.name) },
      ip,
    });
    return { requested: waiting.map((w) => w.lenderId) };
  });
}

/**
 * The owner approves or removes one proposed lender (issue 34 item 1): a consent row with the exact
 * text version, the person, the time and the IP. Refused with nothing recorded: another person
 * (404), a lender not proposed, the same answer twice, removing a lender that already has the file
 * (withdraw it instead).
 */
export async function decideConsent(
  user: SessionUser,
  applicationId: string,
  lenderId: string,
  decision: ConsentDecisionValue,
  ip?: string,
) {
  const app = await applicationFor(user, applicationId, "consent:lender");
  if (!OPEN.includes(app.status))
    throw new AppError("conflict", "This application is closed; lenders can no longer be chosen.");
  return transaction(async (tx) => {
    // One answer at a time per lender: a second click waits here and then sees the first.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "LenderProposal" WHERE "applicationId" = ${applicationId} AND "lenderId" = ${lenderId} FOR UPDATE`;
    const lender = await tx.lender.findUnique({
      where: { id: lenderId },
      select: { id: true, name: true, creditEnquiry: true },
    });
    if (!locked.length || !lender)
      throw new AppError("conflict", "This lender was not proposed for your application; nothing was recorded.");
    const current = (await currentConsents(tx, applicationId)).get(lenderId);
    if (current?.decision === decision)
      throw new AppError(
        "conflict",
        `You already ${decision === "approved" ? "approved" : "removed"} ${lender.name}; nothing was recorded.`,
      );
    if (decision === "removed") {
      const live = await tx.lenderSubmission.findFirst({
        where: { applicationId, lenderId, status: { not: "withdrawn" } },
        select: { id: true },
      });
      if (live) throw new AppError("conflict", `${lender.name} already has your application: withdraw it instead.`);
    }
    const row = await tx.lenderConsent.create({
      data: {
        applicationId,
        lenderId,
        userId: user.id,
        personName: personNameOf(user),
        textVersion: LENDER_CONSENT_VERSION,
        decision,
        ip: ip ?? null,
      },
    });
    await audit(tx, {
      actor: user,
      action: `consent.${decision}`,
      entity: "LenderConsent",
      entityId: row.id,
      before: current ? { decision: current.decision } : undefined,
      after: { applicationId, lenderId, lender: lender.name, decision, textVersion: row.textVersion },
      ip,
    });
    // The owner named as a director consents for themselves with the approval (ADR 083).
    if (decision === "approved") await recordOwnerAsDirector(tx, user, app, lender, ip);
    await notifyStaff(tx, {
      kind: "lender_consent",
      title: `${app.number}: the owner ${decision} ${lender.name}`,
      body: `${row.personName} ${decision} sending ${app.businessName}'s application to ${lender.name}.`,
      link: workspaceHref("staff", applicationId, "offers"),
    });
    return row;
  });
}
