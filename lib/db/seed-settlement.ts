/**
 * Settled demo applications get a Settlement record with the accepted offer's lender, amount, rate,
 * term and repayment (as lib/settlement/record.ts settles an accepted offer; the repayment schedule is
 * computed from them, lib/money/schedule.ts), and the referring partner's ledger comes from it with
 * the same arithmetic as lib/settlement (upfront from the lender's commission rate and the partner's
 * split; trail for each completed month since settlement). No row is dated after `now`.
 */
import {
  completedTrailMonths,
  DEFAULT_SPLIT_BPS,
  upfrontCommissionCents,
  monthlyTrail,
  trailBaseCents,
  upfrontLenderCents,
} from "@/lib/commissions/client";
import type { RepaymentFrequency } from "@/lib/money/client";
import type { ApplicationStatus, Lender, Offer, PrismaClient } from "./generated/client";
import { DAY } from "./seed-data/plan";
import type { AuditRow } from "./seed-offers";

export interface SettlementSeedInput {
  i: number;
  status: ApplicationStatus;
  app: { id: string };
  partner: { id: string; commissionSplitBps?: number | null } | null;
  staffId: string;
  /** The offer the client accepted and signed. */
  accepted: Offer & { lender: Lender };
  lastAt: Date;
  now: Date;
}

export const settlementReference = (lender: { slug: string }, i: number) =>
  `${lender.slug.slice(0, 3).toUpperCase()}-${100_000 + i * 37}`;

/** Returns how many commission rows it wrote, and the settlement's audit event. */
export async function seedSettlement(
  prisma: PrismaClient,
  input: SettlementSeedInput,
): Promise<{ commissions: number; audit: AuditRow[] }> {
  const { i, status, app, partner, accepted, lastAt, now } = input;
  if (status !== "settled") return { commissions: 0, audit: [] };
  const lender = accepted.lender;
  const loanAmount = accepted.amount;
  const { termMonths, interestRateBps } = accepted;
  const frequency = accepted.repaymentFrequency as RepaymentFrequency;
  const settledOn = new Date(
    `${lastAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" })}T00:00:00.000Z`,
  );
  const earnedAt = settledOn.getTime() > now.getTime() ? now : settledOn;
  const lenderReference = settlementReference(lender, i);
  const settlement = await prisma.settlement.create({
    data: {
      applicationId: app.id,
      offerId: accepted.id,
      lenderId: lender.id,
      settledOn,
      amountFunded: loanAmount,
      lenderReference,
      termMonths,
      interestRateBps,
      repaymentCents: accepted.repaymentCents,
      repaymentFrequency: frequency,
      recordedById: input.staffId,
      createdAt: lastAt,
    },
  });
  const audit: AuditRow[] = [
    {
      actorId: input.staffId,
      actorRole: "staff",
      action: "settlement.recorded",
      entity: "Settlement",
      entityId: settlement.id,
      after: {
        applicationId: app.id,
        amountFunded: loanAmount,
        lenderReference,
        lenderId: lender.id,
        offerId: accepted.id,
      },
      at: lastAt,
    },
  ];
  if (!partner) return { commissions: 0, audit };
  const splitBps = partner.commissionSplitBps ?? DEFAULT_SPLIT_BPS;
  const paid = lastAt.getTime() < now.getTime() - 30 * DAY;
  const common = {
    partnerId: partner.id,
    applicationId: app.id,
    settlementId: settlement.id,
    baseAmount: loanAmount,
    splitBps,
  };
  const upfrontCents = upfrontCommissionCents(loanAmount, lender.commissionRateBps, splitBps);
  await prisma.commission.create({
    data: {
      ...common,
      kind: "upfront",
      period: "upfront",
      rateBps: lender.commissionRateBps,
      amountCents: upfrontCents,
      lenderCents: upfrontLenderCents(loanAmount, lender.commissionRateBps),
      payableAt: earnedAt,
      payableCents: upfrontCents,
      earnedAt,
      paid,
      paidAt: paid ? new Date(earnedAt.getTime() + 2 * DAY) : null,
    },
  });
  const trail = completedTrailMonths(settledOn, termMonths, now);
  if (trail.length)
    await prisma.commission.createMany({
      data: trail.map((m, i) => {
        const facts = {
          amountFunded: loanAmount,
          termMonths,
          interestRateBps,
          frequency,
          settledOn,
        };
        const baseCents = trailBaseCents(facts, lender.trailBasis, i + 1);
        const cents = monthlyTrail(baseCents, lender.trailRateBps, splitBps);
        return {
          ...common,
          kind: "trail" as const,
          period: m.period,
          baseAmount: Math.round(baseCents / 100),
          rateBps: lender.trailRateBps,
          amountCents: cents.partnerCents,
          lenderCents: cents.lenderCents,
          payableAt: m.earnedAt,
          payableCents: cents.partnerCents,
          earnedAt: m.earnedAt,
        };
      }),
    });
  return { commissions: 1 + trail.length, audit };
}
