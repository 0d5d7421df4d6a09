import "server-only";
import { can } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/http/client";
import { applicationDetail, loadNextStepFacts, nextStep } from "@/lib/applications";
import { checklistView } from "@/lib/documents";
import { listMessages } from "@/lib/messages";
import { DEFAULT_SPLIT_BPS, upfrontCommissionCents, commissionLabel, paymentLabel } from "@/lib/commissions/client";
import { parseRecordId } from "@/lib/validation/client";
import type { PipelineOwner } from "./pipeline-schema";

/**
 * The partner's deal workspace for one referral (issue #36 item 1, /partner/applications/[id]):
 * everything the broker's details sheet showed, on a page of its own: the header's next step and
 * who owes it, the timeline, the application as the partner may read it, the documents (names and
 * statuses, and the checklist the partner may upload to), lender quotes and offers, the client's
 * message thread (read-only) and the commission on this deal. Null when the id is not one of the
 * partner's referrals: the page answers not found, as it does for an id that does not exist.
 */
export async function partnerWorkspace(user: SessionUser, id: string, now = new Date()) {
  if (!parseRecordId(id)) return null;
  const detail = await applicationDetail(user, id).catch((e: unknown) => {
    if (isAppError(e) && (e.code === "not_found" || e.code === "forbidden")) return null;
    throw e;
  });
  if (!detail) return null;
  const prisma = await db();
  const [facts, checklist, messages, app, commissions, me] = await Promise.all([
    loadNextStepFacts([id]),
    checklistView(user, id),
    can(user, "read:message") ? listMessages(user, id) : Promise.resolve([]),
    prisma.application.findUniqueOrThrow({
      where: { id },
      select: {
        statusChangedAt: true,
        lastActivityAt: true,
        _count: { select: { offers: true } },
        acceptedOffer: { select: { amount: true, lender: { select: { name: true, commissionRateBps: true } } } },
      },
    }),
    prisma.commission.findMany({
      where: { applicationId: id, partnerId: user.id, earnedAt: { lte: now } },
      orderBy: { earnedAt: "asc" },
      select: {
        id: true,
        kind: true,
        period: true,
        amountCents: true,
        earnedAt: true,
        paid: true,
        paidAt: true,
        payableAt: true,
        payoutRun: { select: { reference: true } },
      },
    }),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { commissionSplitBps: true } }),
  ]);
  const f = facts.get(id);
  const step = f ? nextStep(f, "partner") : null;
  const splitBps = me.commissionSplitBps ?? DEFAULT_SPLIT_BPS;
  const accepted = app.acceptedOffer;
  return {
    detail,
    next: step
      ? { label: step.label, owner: step.owner as PipelineOwner, section: step.section }
      : { label: "Nothing to do", owner: "nobody" as PipelineOwner, section: "overview" as const },
    statusChangedAt: app.statusChangedAt,
    lastActivityAt: app.lastActivityAt,
    /** Indicative quotes give way to the lenders' real offers once there are any (issue #36 item 2). */
    hasOffers: app._count.offers > 0,
    checklist,
    messages: messages.map((m) => ({
      id: m.id,
      content: m.content,
      senderRole: m.senderRole,
      senderName: [m.sender.firstName, m.sender.lastName].filter(Boolean).join(" ") || null,
      createdAt: m.createdAt,
    })),
    commission: {
      splitBps,
      ledger: commissions.map((c) => ({
        id: c.id,
        label: commissionLabel(c.kind, c.period),
        amountCents: c.amountCents,
        earnedAt: c.earnedAt,
        paid: c.paid,
        payment: paymentLabel({ ...c, payoutReference: c.payoutRun?.reference }),
      })),
      /**
       * Before settlement: the upfront commission the accepted offer would earn (its amount × the
       * lender's rate × the partner's split, capped), as settlement computes it on the amount funded.
       */
      expected:
        accepted && !commissions.some((c) => c.kind === "upfront")
          ? {
              lenderName: accepted.lender.name,
              amount: accepted.amount,
              cents: upfrontCommissionCents(accepted.amount, accepted.lender.commissionRateBps, splitBps),
            }
          : null,
    },
  };
}
export type PartnerWorkspace = NonNullable<Awaited<ReturnType<typeof partnerWorkspace>>>;
