import "server-only";
import { audit } from "@/lib/audit";
import { completedTrailMonths, DEFAULT_SPLIT_BPS, monthlyTrail, trailBaseCents } from "@/lib/commissions/client";
import type { RepaymentFrequency } from "@/lib/money/client";
import { db } from "@/lib/db";

/**
 * The `commissions.accrue` job: for every settled loan with a referring partner, the trail row of
 * each completed month since settlement that is not on the ledger yet (period YYYY-MM; the unique
 * application + kind + period key makes a rerun add nothing). Stops at the end of the term and on
 * the day the loan was repaid or defaulted. Each month's trail is on the lender's basis: the balance
 * outstanding at the start of that month (from the repayment schedule), or the amount funded. It is
 * payable when earned for a lender paying on settlement, on receipt of its remittance otherwise.
 * Returns how many rows it added.
 */
export async function accrueTrail(now: Date = new Date()): Promise<number> {
  const prisma = await db();
  const loans = await prisma.settlement.findMany({
    where: { application: { partnerId: { not: null } }, lender: { trailRateBps: { gt: 0 } } },
    select: {
      id: true,
      applicationId: true,
      settledOn: true,
      termMonths: true,
      amountFunded: true,
      closedOn: true,
      interestRateBps: true,
      repaymentFrequency: true,
      lender: { select: { trailRateBps: true, trailBasis: true, commissionPaidOn: true } },
      application: { select: { partnerId: true, partner: { select: { commissionSplitBps: true } } } },
      commissions: {
        where: { kind: { in: ["trail", "upfront"] } },
        select: { kind: true, period: true, splitBps: true },
      },
    },
  });
  let added = 0;
  for (const loan of loans) {
    const partnerId = loan.application.partnerId!;
    const recorded = new Set(loan.commissions.filter((c) => c.kind === "trail").map((c) => c.period));
    // The split agreed at settlement (on the upfront row) holds for the life of the loan.
    const splitBps =
      loan.commissions.find((c) => c.kind === "upfront")?.splitBps ??
      loan.application.partner?.commissionSplitBps ??
      DEFAULT_SPLIT_BPS;
    const due = completedTrailMonths(loan.settledOn, loan.termMonths, now, loan.closedOn)
      .map((m, i) => ({ ...m, month: i + 1 }))
      .filter((m) => !recorded.has(m.period));
    if (due.length === 0) continue;
    const facts = { ...loan, frequency: loan.repaymentFrequency as RepaymentFrequency };
    const onSettlement = loan.lender.commissionPaidOn === "settlement";
    const data = due.map((m) => {
      const baseCents = trailBaseCents(facts, loan.lender.trailBasis, m.month);
      const trail = monthlyTrail(baseCents, loan.lender.trailRateBps, splitBps);
      return {
        partnerId,
        applicationId: loan.applicationId,
        settlementId: loan.id,
        kind: "trail" as const,
        period: m.period,
        baseAmount: Math.round(baseCents / 100),
        rateBps: loan.lender.trailRateBps,
        splitBps,
        amountCents: trail.partnerCents,
        lenderCents: trail.lenderCents,
        payableAt: onSettlement ? m.earnedAt : null,
        payableCents: onSettlement ? trail.partnerCents : null,
        earnedAt: m.earnedAt,
      };
    });
    const made = await prisma.$transaction(async (tx) => {
      const rows = await tx.commission.createMany({
        data,
        // A concurrent run that got there first: its rows stand, ours are skipped.
        skipDuplicates: true,
      });
      if (rows.count > 0)
        await audit(tx, {
          actor: null,
          action: "commission.trail_accrued",
          entity: "Settlement",
          entityId: loan.id,
          after: {
            applicationId: loan.applicationId,
            basis: loan.lender.trailBasis,
            lines: data.map((d) => ({ period: d.period, baseAmount: d.baseAmount, amountCents: d.amountCents })),
          },
        });
      return rows;
    });
    added += made.count;
  }
  return added;
}
