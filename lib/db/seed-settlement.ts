/**
 * Settled demo applications get a Settlement record, and the referring partner's ledger comes from it
 * with the same arithmetic as lib/settlement (upfront from the lender's commission rate and the
 * partner's split; trail for each completed month since settlement). No row is dated after `now`.
 */
import { completedTrailMonths, DEFAULT_SPLIT_BPS, upfrontCommissionCents } from "@/lib/commissions/calc";
import { monthlyTrail, trailBaseCents, upfrontLenderCents } from "@/lib/commissions/terms";
import { loanTerms } from "@/lib/money/loan-terms";
import type { ApplicationStatus, Lender, PrismaClient } from "./generated/client";
import { DAY } from "./seed-data/plan";

export interface SettlementSeedInput {
  i: number;
  status: ApplicationStatus;
  app: { id: string };
  partner: { id: string; commissionSplitBps?: number | null } | null;
  staffId: string;
  loanAmount: number;
  termMonths: number;
  lastAt: Date;
  now: Date;
  lenders: readonly Lender[];
}

/** Returns how many commission rows it wrote. */
export async function seedSettlement(prisma: PrismaClient, input: SettlementSeedInput): Promise<number> {
  const { i, status, app, partner, loanAmount, termMonths, lastAt, now, lenders } = input;
  if (status !== "settled" || lenders.length === 0) return 0;
  const fits = lenders.filter((l) => loanAmount >= l.minAmount && loanAmount <= l.maxAmount);
  const lender = (fits.length ? fits : lenders)[i % (fits.length || lenders.length)]!;
  const settledOn = new Date(
    `${lastAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" })}T00:00:00.000Z`,
  );
  const earnedAt = settledOn.getTime() > now.getTime() ? now : settledOn;
  const interestRateBps = lender.rateMinBps;
  const terms = loanTerms({ amount: loanAmount, termMonths, interestRateBps, frequency: "monthly", fees: [] });
  const settlement = await prisma.settlement.create({
    data: {
      applicationId: app.id,
      lenderId: lender.id,
      settledOn,
      amountFunded: loanAmount,
      lenderReference: `${lender.slug.slice(0, 3).toUpperCase()}-${100_000 + i * 37}`,
      termMonths,
      interestRateBps,
      repaymentCents: terms.repaymentCents,
      repaymentFrequency: "monthly",
      recordedById: input.staffId,
      createdAt: lastAt,
    },
  });
  if (!partner) return 0;
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
          frequency: "monthly" as const,
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
  return 1 + trail.length;
}
