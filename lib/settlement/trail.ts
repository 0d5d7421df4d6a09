import "server-only";
import { audit } from "@/lib/audit";
import { completedTrailMonths, DEFAULT_SPLIT_BPS, monthlyTrailCents } from "@/lib/commissions/calc";
import { db } from "@/lib/db";

/**
 * The `commissions.accrue` job: for every settled loan with a referring partner, the trail row of
 * each completed month since settlement that is not on the ledger yet (period YYYY-MM; the unique
 * application + kind + period key makes a rerun add nothing). Stops at the end of the term and on
 * the day the loan was repaid or defaulted. Returns how many rows it added.
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
      lender: { select: { trailRateBps: true } },
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
    const due = completedTrailMonths(loan.settledOn, loan.termMonths, now, loan.closedOn).filter(
      (m) => !recorded.has(m.period),
    );
    if (due.length === 0) continue;
    const amountCents = monthlyTrailCents(loan.amountFunded, loan.lender.trailRateBps, splitBps);
    const made = await prisma.$transaction(async (tx) => {
      const rows = await tx.commission.createMany({
        data: due.map((m) => ({
          partnerId,
          applicationId: loan.applicationId,
          settlementId: loan.id,
          kind: "trail" as const,
          period: m.period,
          baseAmount: loan.amountFunded,
          rateBps: loan.lender.trailRateBps,
          splitBps,
          amountCents,
          earnedAt: m.earnedAt,
        })),
        // A concurrent run that got there first: its rows stand, ours are skipped.
        skipDuplicates: true,
      });
      if (rows.count > 0)
        await audit(tx, {
          actor: null,
          action: "commission.trail_accrued",
          entity: "Settlement",
          entityId: loan.id,
          after: { applicationId: loan.applicationId, periods: due.map((m) => m.period), amountCents },
        });
      return rows;
    });
    added += made.count;
  }
  return added;
}
