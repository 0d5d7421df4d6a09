import "server-only";
import { checkReadiness, statusAfterDealEvent } from "@/lib/applications/client";
import { recordStatusMove, requireNeedsAndObjectives } from "@/lib/applications";
import { rematchApplication } from "@/lib/assessment";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, Prisma, transaction } from "@/lib/db";
import type { LenderDriver } from "@/lib/db/client";
import { readinessGaps } from "@/lib/documents";
import { requireDirectorConsents } from "@/lib/consent/directors";
import { requireOwnerConsent } from "@/lib/consent/records";
import { AppError } from "@/lib/http/client";
import { SUBMITTABLE } from "./readiness";
import { scheduleStep } from "./schedule";
import type { CreateSubmissionsInput } from "./schema";

/**
 * Staff submit a ready application to one or several eligible lenders (issue 16 item 2). The
 * readiness gate is the status module's (checklist approved, full application complete: 409 with
 * what is missing); each lender must be active, in the stored match list and approved by the owner
 * (lib/consent: 409 naming each lender without the owner's consent). One
 * transaction: the submissions, their audit events and, for the first, the move to lender matching.
 * Each lender's first step then runs as a background job, hinted after the commit (lib/submissions/advance.ts).
 */
export async function createSubmissions(
  user: SessionUser,
  applicationId: string,
  input: CreateSubmissionsInput,
  ip?: string,
) {
  requirePermission(user, "submit:lender");
  const prisma = await db();
  const app = await prisma.application.findUnique({ where: { id: applicationId }, select: { id: true, status: true } });
  if (!app) throw new AppError("not_found", "Application not found.");
  if (!SUBMITTABLE.includes(app.status))
    throw new AppError("conflict", "This application can no longer be submitted to lenders.");
  const missing = await readinessGaps(applicationId);
  const ready = checkReadiness("lender_matching", missing, { override: false, mayOverride: false, hasNote: false });
  if (!ready.ok) throw new AppError("conflict", ready.reason, { fields: { missing } });
  await requireNeedsAndObjectives(applicationId);
  // The match list staff chose from is brought up to the evidence on file (ADR 068).
  await rematchApplication(applicationId, user);

  return transaction(async (tx) => {
    const current = await tx.application.findUniqueOrThrow({
      where: { id: applicationId },
      select: { status: true, version: true },
    });
    const matches = await tx.lenderMatch.findMany({
      where: { applicationId, lenderId: { in: input.lenderIds } },
      include: { lender: true },
    });
    const existing = await tx.lenderSubmission.findMany({
      where: { applicationId, lenderId: { in: input.lenderIds } },
      select: { id: true, lenderId: true, status: true, version: true, lender: { select: { name: true } } },
    });
    // A withdrawn submission may be sent again (the team changed the file: issue #39 item 7); any other is still live.
    const live = existing.filter((e) => e.status !== "withdrawn");
    if (live.length)
      throw new AppError("conflict", `Already submitted to ${live.map((e) => e.lender.name).join(", ")}.`);
    // Only to lenders the owner approved (issue 34 item 1, ADR 066): 409 naming each one still missing.
    await requireOwnerConsent(tx, applicationId, input.lenderIds);
    // And each director's own, where the lender checks directors' credit (ADR 083).
    await requireDirectorConsents(tx, applicationId, input.lenderIds);
    const rows = [];
    for (const lenderId of input.lenderIds) {
      const match = matches.find((m) => m.lenderId === lenderId);
      // The match list is advice: staff may send a lender the engine ruled out (its reasons shown);
      // the lender then decides, and a simulated lender declines with those reasons.
      if (!match || !match.lender.active)
        throw new AppError("bad_request", "Choose lenders from this application's match list.", {
          fields: { lenderIds: ["Choose lenders from this application's match list."] },
        });
      const withdrawn = existing.find((e) => e.lenderId === lenderId);
      const fresh = { driver: match.lender.driver, submittedById: user.id };
      const row = withdrawn
        ? await resubmit(tx, withdrawn, fresh)
        : await tx.lenderSubmission.create({
            data: { applicationId, lenderId, ...fresh },
            select: { id: true, driver: true, lenderId: true, status: true },
          });
      await audit(tx, {
        actor: user,
        action: withdrawn ? "submission.resubmitted" : "submission.created",
        entity: "LenderSubmission",
        entityId: row.id,
        ...(withdrawn ? { before: { status: "withdrawn" } } : {}),
        after: { applicationId, lenderId, lender: match.lender.name, driver: row.driver, status: row.status },
        ip,
      });
      rows.push(row);
      // Each lender's first step runs once this commits (lib/submissions/advance.ts).
      scheduleStep(tx, row.id, row.driver);
    }
    const to = statusAfterDealEvent(current.status, "submitted");
    if (to)
      await recordStatusMove(tx, { id: applicationId, from: current.status, version: current.version }, to, {
        actor: user,
        note: `Submitted to ${matches.map((m) => m.lender.name).join(", ")}`,
        ip,
      });
    return rows;
  });
}

/**
 * A withdrawn submission sent again: the same row (one per lender) starts over as submitted, its
 * earlier reference, conditions and decision cleared; its old offers stay as they closed.
 */
async function resubmit(
  tx: Prisma.TransactionClient,
  sub: { id: string; version: number },
  fresh: { driver: LenderDriver; submittedById: string },
) {
  const now = new Date();
  const moved = await tx.lenderSubmission.updateMany({
    where: { id: sub.id, status: "withdrawn", version: sub.version },
    data: {
      ...fresh,
      status: "submitted",
      reference: null,
      conditions: Prisma.DbNull,
      declineReason: null,
      decidedAt: null,
      withdrawnAt: null,
      submittedAt: now,
      version: { increment: 1 },
    },
  });
  if (moved.count !== 1)
    throw new AppError("conflict", "This submission was changed by someone else. Refresh and try again.");
  return tx.lenderSubmission.findUniqueOrThrow({
    where: { id: sub.id },
    select: { id: true, driver: true, lenderId: true, status: true },
  });
}
