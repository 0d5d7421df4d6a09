import "server-only";
import { workspaceHref, statusAfterDealEvent, type ApplicationStatus } from "@/lib/applications/client";
import { recordStatusMove } from "@/lib/applications";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import type { Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { LenderDecision } from "@/lib/lenders/client";
import { notifyStaff, notifyUser } from "@/lib/notifications";
import { createOffer } from "@/lib/offers";
import { formatAud, formatPercent } from "@/lib/money/client";
import { newConditions } from "./conditions";
import { FINAL_SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "./schema";

const STATUS_OF: Record<LenderDecision["kind"], SubmissionStatus> = {
  assessing: "assessing",
  provisional_offer: "conditionally_approved",
  offered: "offered",
  action_required: "action_required",
  declined: "declined",
};

/** What to tell people about the decision (announceDecision, in the same transaction). */
export interface DecisionNews {
  applicationId: string;
  number: string;
  lenderName: string;
  status: SubmissionStatus;
  clientId: string;
  partnerId: string | null;
  offer: { amount: number; interestRateBps: number } | null;
  declineReason: string | null;
}

/**
 * A lender's decision lands on its submission, inside the caller's transaction: the version guard,
 * the conditions or decline reason, the offer (lib/offers/create) and, for the first offer, the
 * application's move to offers presentation through the one status module; audited as
 * submission.decided. The simulated lender's job and staff key-in both come through here.
 */
export async function recordDecision(
  tx: Prisma.TransactionClient,
  submissionId: string,
  decision: LenderDecision,
  opts: { actor: SessionUser | null; ip?: string; version?: number; reference?: string },
): Promise<DecisionNews> {
  const sub = await tx.lenderSubmission.findUnique({
    where: { id: submissionId },
    include: {
      lender: { select: { name: true } },
      application: { select: { id: true, number: true, status: true, version: true, clientId: true, partnerId: true } },
    },
  });
  if (!sub) throw new AppError("not_found", "Submission not found.");
  if (opts.version != null && opts.version !== sub.version)
    throw new AppError("conflict", "This submission was changed meanwhile. Refresh to see the latest.");
  if (FINAL_SUBMISSION_STATUSES.includes(sub.status))
    throw new AppError("conflict", `This submission is already ${SUBMISSION_STATUS_LABELS[sub.status].toLowerCase()}.`);
  const status = STATUS_OF[decision.kind];
  const conditions =
    decision.kind === "action_required" || decision.kind === "provisional_offer"
      ? newConditions(decision.conditions)
      : undefined;
  const declineReason = decision.kind === "declined" ? decision.reason : null;
  const now = new Date();
  const updated = await tx.lenderSubmission.updateMany({
    where: { id: sub.id, version: sub.version },
    data: {
      status,
      version: { increment: 1 },
      ...(opts.reference ? { reference: opts.reference } : {}),
      ...(conditions ? { conditions: conditions.map((c) => ({ ...c })) } : {}),
      declineReason,
      decidedAt: status === "assessing" ? null : now,
    },
  });
  if (updated.count !== 1)
    throw new AppError("conflict", "This submission was changed meanwhile. Refresh to see the latest.");
  const app = sub.application;
  let offer: DecisionNews["offer"] = null;
  if (decision.kind === "offered") {
    const row = await createOffer(tx, sub, decision.terms, { actor: opts.actor, ip: opts.ip, now });
    offer = { amount: row.amount, interestRateBps: row.interestRateBps };
    const to = statusAfterDealEvent(app.status as ApplicationStatus, "offered");
    if (to)
      await recordStatusMove(tx, { id: app.id, from: app.status as ApplicationStatus, version: app.version }, to, {
        actor: opts.actor,
        note: `First offer: ${sub.lender.name}`,
        ip: opts.ip,
      });
  }
  await audit(tx, {
    actor: opts.actor,
    action: "submission.decided",
    entity: "LenderSubmission",
    entityId: sub.id,
    before: { status: sub.status, version: sub.version },
    after: { status, conditions, declineReason, reference: opts.reference ?? sub.reference },
    ip: opts.ip,
  });
  return {
    applicationId: app.id,
    number: app.number,
    lenderName: sub.lender.name,
    status,
    clientId: app.clientId,
    partnerId: app.partnerId,
    offer,
    declineReason,
  };
}

/**
 * In the decision's transaction: the staff team hears every lender decision; the client and broker
 * hear of an offer.
 */
export async function announceDecision(tx: Prisma.TransactionClient, news: DecisionNews) {
  const label = SUBMISSION_STATUS_LABELS[news.status];
  await notifyStaff(tx, {
    kind: "submission_update",
    title: `${news.number}: ${news.lenderName} ${label.toLowerCase()}`,
    body: news.declineReason
      ? `${news.lenderName} declined ${news.number}: ${news.declineReason}`
      : `${news.lenderName} updated ${news.number}: ${label}.`,
    link: workspaceHref("staff", news.applicationId, "offers"),
  });
  if (!news.offer) return;
  const body = `${news.lenderName} offered ${formatAud(news.offer.amount)} at ${formatPercent(news.offer.interestRateBps)} p.a. for application ${news.number}. Compare your offers in your portal.`;
  await notifyUser(tx, news.clientId, {
    kind: "offer_received",
    title: `New offer for ${news.number}`,
    body,
    link: workspaceHref("client", news.applicationId, "offers"),
  });
  if (news.partnerId)
    await notifyUser(tx, news.partnerId, {
      kind: "offer_received",
      title: `New offer for ${news.number}`,
      body: `${news.lenderName} offered ${formatAud(news.offer.amount)} at ${formatPercent(news.offer.interestRateBps)} p.a. for your client's application ${news.number}.`,
      link: workspaceHref("partner", news.applicationId, "offers"),
    });
}
