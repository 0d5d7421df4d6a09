import "server-only";
import { workspaceHref } from "./workspace-links";
import { audit } from "@/lib/audit";
import { can, requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff, notifyUser } from "@/lib/notifications";
import { businessRegister } from "@/lib/abr";
import { assessRisk } from "@/lib/risk/client";

const monthsBetween = (from: Date, to: Date) =>
  Math.max(0, (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth()));
import { readinessGaps } from "@/lib/documents/checklist-store";
import {
  canClientWithdraw,
  checkReadiness,
  checkTransition,
  clientStatusLabel,
  type ApplicationStatus,
} from "./status";
import { checkDealGuard } from "./deal-guard";
import { brokerLabel, toCanonical } from "./status-views";
import { SETTLE_WITH_RECORD } from "@/lib/settlement/client";
import { clientSectionFor } from "./client-links";
import { readableApplication, toStaffView } from "./queries";
import { staffSelect } from "./select";
import { loadStatusTargets } from "./status-target-store";
import { onStatusChanged } from "@/lib/webhooks";

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof db>>["$transaction"]>[0]>[0];

/**
 * The one way an application's status moves, inside the caller's transaction: the version guard,
 * the time it entered the status (statusChangedAt), the history row and the audit event. Callers
 * (staff moves, the client's withdrawal, lender decisions, offer acceptance, settlement) check the
 * transition first; `conflict` is the 409 message when someone else changed the file meanwhile.
 */
export async function recordStatusMove(
  tx: Tx,
  app: { id: string; from: ApplicationStatus; version: number },
  to: ApplicationStatus,
  opts: {
    actor: SessionUser | null;
    note?: string | null;
    ip?: string;
    /** Audit action; default application.status_changed. */
    action?: string;
    conflict?: string;
  },
) {
  const now = new Date();
  const updated = await tx.application.updateMany({
    where: { id: app.id, version: app.version },
    data: {
      status: to,
      version: { increment: 1 },
      lastActivityAt: now,
      statusChangedAt: now,
      ...(to === "settled" ? { settledAt: now } : {}),
    },
  });
  if (updated.count !== 1)
    throw new AppError(
      "conflict",
      opts.conflict ?? "This application was changed by someone else. Refresh to see the latest status.",
    );
  await tx.applicationStatusChange.create({
    data: {
      applicationId: app.id,
      fromStatus: app.from,
      toStatus: to,
      byUserId: opts.actor?.id ?? null,
      note: opts.note ?? null,
    },
  });
  await audit(tx, {
    actor: opts.actor,
    action: opts.action ?? "application.status_changed",
    entity: "Application",
    entityId: app.id,
    before: { status: app.from, version: app.version },
    after: { status: to, version: app.version + 1 },
    note: opts.note ?? null,
    ip: opts.ip,
  });
  await onStatusChanged(tx, app.id, app.from, to);
}

export interface StatusChangeInput {
  status: string;
  notes?: string | null;
  /** The version the caller saw; a stale one loses with 409 instead of overwriting. */
  version?: number;
  /** An admin moves to lender matching although something is missing (needs a note; audited). */
  override?: boolean;
}

/**
 * Staff move an application along the lifecycle: the transition table decides, the version guards
 * against concurrent edits, and history, audit and the client's and broker's notifications (with
 * their e-mails in the outbox) commit together.
 */
export async function changeStatus(user: SessionUser, id: string, input: StatusChangeInput, ip?: string) {
  const to = toCanonical(input.status);
  if (!to)
    throw new AppError("bad_request", `Unknown status "${input.status}".`, {
      fields: { status: ["Choose a valid status."] },
    });
  // Funding moves money: only the settlement record (lib/settlement) moves a file to settled.
  if (to === "settled") throw new AppError("conflict", SETTLE_WITH_RECORD);
  const note = input.notes?.trim() || null;
  const missing = to === "lender_matching" ? await readinessGaps(id) : [];
  // Read before the change: after the commit nothing may fail the request (the change stands).
  const targets = await loadStatusTargets();
  const row = await transaction(async (tx) => {
    const app = await tx.application.findUnique({
      where: { id },
      select: {
        id: true,
        status: true,
        version: true,
        clientId: true,
        partnerId: true,
        number: true,
        acceptedOfferId: true,
        acceptedOffer: { select: { contract: { select: { status: true } } } },
      },
    });
    if (!app) throw new AppError("not_found", "Application not found.");
    if (input.version != null && input.version !== app.version) {
      throw new AppError("conflict", "This application was changed by someone else. Refresh to see the latest status.");
    }
    const check = checkTransition(app.status, to, { isAdmin: can(user, "reopen:application"), hasNote: !!note });
    if (!check.ok) throw new AppError("conflict", check.reason);
    const ready = checkReadiness(to, missing, {
      override: !!input.override,
      mayOverride: can(user, "override:readiness"),
      hasNote: !!note,
    });
    // The list of what is missing travels with the 409 as fields.missing (the message names it too).
    if (!ready.ok) throw new AppError(ready.code, ready.reason, { fields: { missing: ready.missing } });
    // Approved needs the accepted offer and its signed contract (ADR 068): no override here.
    const deal = checkDealGuard(
      to,
      { acceptedOffer: !!app.acceptedOfferId, contractSigned: app.acceptedOffer?.contract?.status === "signed" },
      { mayOverride: false, hasNote: !!note },
    );
    if (!deal.ok) throw new AppError(deal.code, deal.reason, { fields: { missing: deal.missing } });
    await recordStatusMove(tx, { id, from: app.status, version: app.version }, to, {
      actor: user,
      note,
      ip,
      conflict: "This application was changed by someone else. Refresh to see the latest status.",
    });
    if (ready.overridden)
      await audit(tx, {
        actor: user,
        action: "application.readiness_overridden",
        entity: "Application",
        entityId: id,
        after: { status: to, missing },
        note,
        ip,
      });
    const updated = await tx.application.findUniqueOrThrow({ where: { id }, select: staffSelect });
    // The client and the referring broker (in their own vocabulary) hear it with the change itself.
    await notifyUser(tx, app.clientId, {
      kind: "status_changed",
      title: `Application ${app.number}: ${clientStatusLabel(to)}`,
      body: `Your application ${app.number} is now ${clientStatusLabel(to)}.`,
      link: workspaceHref("client", id, clientSectionFor(to)),
    });
    if (app.partnerId)
      await notifyUser(tx, app.partnerId, {
        kind: "status_changed",
        title: `${app.number} (${updated.businessName}): ${brokerLabel(to)}`,
        body: `The application ${app.number} you referred is now ${brokerLabel(to)}.`,
        link: workspaceHref("partner", id, "overview"),
      });
    return updated;
  });
  return toStaffView(row, targets);
}

/** A client withdraws their own application before settlement. */
export async function withdrawApplication(user: SessionUser, id: string, ip?: string) {
  const app = await readableApplication(user, id);
  requirePermission(
    user,
    "withdraw:application",
    { ownerId: app.clientId },
    {
      code: "not_found",
      message: "Application not found.",
    },
  );
  if (!canClientWithdraw(app.status as ApplicationStatus))
    throw new AppError("conflict", "This application can no longer be withdrawn.");
  await transaction(async (tx) => {
    await recordStatusMove(tx, { id, from: app.status as ApplicationStatus, version: app.version }, "withdrawn", {
      actor: user,
      note: "Withdrawn by the client",
      ip,
      action: "application.withdrawn",
      conflict: "This application was just changed. Refresh and try again.",
    });
    const { number } = await tx.application.findUniqueOrThrow({ where: { id }, select: { number: true } });
    await notifyStaff(tx, {
      kind: "application_withdrawn",
      title: `${number} withdrawn`,
      body: `The client withdrew application ${number}.`,
      link: workspaceHref("staff", id),
    });
  });
  return { id, status: "withdrawn" as const };
}

/** Runs the risk scorecard on an application and stores the result (it advises; staff decide). */
export async function assessApplication(user: SessionUser, id: string, ip?: string) {
  const prisma = await db();
  const app = await prisma.application.findUnique({ where: { id } });
  if (!app) throw new AppError("not_found", "Application not found.");
  const registered = app.abn
    ? await businessRegister()
        .byAbn(app.abn)
        .catch(() => null)
    : null;
  const now = new Date();
  const abnAgeMonths = registered?.registeredFrom ? monthsBetween(new Date(registered.registeredFrom), now) : null;
  const risk = assessRisk(app, { abnAgeMonths });
  await prisma.$transaction(async (tx) => {
    await tx.application.update({
      where: { id },
      data: {
        riskScore: risk.score,
        riskCategory: risk.category,
        riskRecommendation: risk.recommendation,
        riskFactors: JSON.parse(JSON.stringify(risk.factors)),
        riskAssessedAt: new Date(),
      },
    });
    await audit(tx, {
      actor: user,
      action: "application.assessed",
      entity: "Application",
      entityId: id,
      before: { riskScore: app.riskScore },
      after: { riskScore: risk.score, category: risk.category },
      ip,
    });
  });
  return {
    riskScore: risk.score,
    riskCategory: risk.category,
    recommendation: risk.recommendation,
    factors: risk.factors,
  };
}
