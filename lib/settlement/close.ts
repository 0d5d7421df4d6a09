import "server-only";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { clawbackCents, clawbackRateBps, clawbackSchedule, loanMonth } from "@/lib/commissions/client";
import { transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { formatAudCents } from "@/lib/money/client";
import { notifyUser } from "@/lib/notifications";
import { calendarDay } from "@/lib/validation/client";
import { notAfter } from "./record";
import { melbourneToday, type LoanClosureInput } from "./schema";
import { workspaceHref } from "@/lib/applications/client";

const OUTCOME_WORDS = { repaid: "repaid", defaulted: "in default" } as const;

/**
 * Staff record that a settled loan ended (repaid or defaulted). Trail stops from that day; the share
 * of the upfront commission the lender's clawback schedule sets for the loan's month at closing
 * (standard: 100% in months 1-6, 50% in 7-12) is clawed back in the same transaction. The clawback
 * is payable (netted in the next payout run) as soon as the upfront was; an upfront still waiting for
 * the lender's money takes its clawback with it when it arrives (lib/remittances). The partner is told.
 */
export async function closeLoan(
  user: SessionUser,
  applicationId: string,
  input: LoanClosureInput,
  ip?: string,
  now: Date = new Date(),
) {
  if (input.closedOn > melbourneToday(now))
    throw new AppError("bad_request", "The date cannot be in the future.", {
      fields: { closedOn: ["Not after today."] },
    });
  const closedOn = calendarDay(input.closedOn);
  const done = await transaction(async (tx) => {
    const s = await tx.settlement.findUnique({
      where: { applicationId },
      include: {
        lender: { select: { clawbackSchedule: true } },
        application: { select: { number: true } },
        commissions: { where: { kind: "upfront" } },
      },
    });
    if (!s) throw new AppError("not_found", "No settlement is recorded for this application.");
    if (s.closedOn) throw new AppError("conflict", `This loan was already recorded as ${s.closedReason}.`);
    if (closedOn.getTime() < s.settledOn.getTime())
      throw new AppError("bad_request", "The loan cannot end before it settled.", {
        fields: { closedOn: ["On or after the settlement date."] },
      });
    const closed = await tx.settlement.updateMany({
      where: { id: s.id, closedOn: null },
      data: { closedOn, closedReason: input.outcome },
    });
    if (closed.count !== 1) throw new AppError("conflict", "This loan was just closed by someone else.");
    await audit(tx, {
      actor: user,
      action: "settlement.closed",
      entity: "Settlement",
      entityId: s.id,
      before: { closedOn: null },
      after: { applicationId, outcome: input.outcome, closedOn: input.closedOn },
      note: input.note?.trim() || null,
      ip,
    });
    const upfront = s.commissions[0];
    const month = loanMonth(s.settledOn, closedOn);
    const rateBps = clawbackRateBps(clawbackSchedule(s.lender.clawbackSchedule), month);
    if (!upfront || rateBps === 0) return { s, clawback: null };
    const amountCents = clawbackCents(upfront.amountCents, rateBps);
    if (amountCents === 0) return { s, clawback: null };
    const payable = upfront.payableAt != null;
    const clawback = await tx.commission.create({
      data: {
        partnerId: upfront.partnerId,
        applicationId,
        settlementId: s.id,
        kind: "clawback",
        period: "clawback",
        baseAmount: s.amountFunded,
        rateBps,
        splitBps: upfront.splitBps,
        amountCents,
        lenderCents: upfront.lenderCents == null ? null : clawbackCents(upfront.lenderCents, rateBps),
        payableAt: payable ? now : null,
        payableCents: payable ? clawbackCents(upfront.payableCents ?? upfront.amountCents, rateBps) : null,
        earnedAt: notAfter(closedOn, now),
        note: `Loan ${OUTCOME_WORDS[input.outcome]} in month ${month} of the loan: ${rateBps / 100}% of the upfront`,
      },
    });
    await audit(tx, {
      actor: user,
      action: "commission.created",
      entity: "Commission",
      entityId: clawback.id,
      after: { kind: "clawback", applicationId, amountCents },
      ip,
    });
    await notifyUser(tx, clawback.partnerId, {
      kind: "commission_earned",
      title: `Commission clawed back on ${s.application.number}`,
      body: `The loan was ${OUTCOME_WORDS[input.outcome]} within the clawback period: ${formatAudCents(clawback.amountCents)}.`,
      link: workspaceHref("partner", clawback.applicationId, "commission"),
    });
    return { s, clawback };
  });
  return {
    applicationId,
    outcome: input.outcome,
    closedOn: input.closedOn,
    clawbackCents: done.clawback?.amountCents ?? null,
  };
}
