import "server-only";
import { audit, type Actor } from "@/lib/audit";
import type { PartnerTermsInput } from "@/lib/commissions/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";

/**
 * Admin changes a partner's split, tier or payout account (issue 35 item 4), audited with the values
 * before and after. The split applies to loans settled afterwards: each commission line keeps the
 * split it was computed with, and a loan's trail keeps its upfront's split (ADR 024).
 */
export async function updatePartnerTerms(actor: Actor, partnerId: string, input: PartnerTermsInput, ip?: string) {
  const { note, ...changes } = input;
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const terms = {
      commissionSplitBps: true,
      payoutBsb: true,
      payoutAccountNumber: true,
      payoutAccountName: true,
      partnerTier: true,
    } as const;
    const before = await tx.user.findUnique({ where: { id: partnerId }, select: { ...terms, role: true } });
    if (!before || before.role !== "partner") throw new AppError("not_found", "Partner not found.");
    const was = {
      commissionSplitBps: before.commissionSplitBps,
      payoutBsb: before.payoutBsb,
      payoutAccountNumber: before.payoutAccountNumber,
      payoutAccountName: before.payoutAccountName,
      partnerTier: before.partnerTier,
    };
    const data = {
      ...(changes.splitBps !== undefined ? { commissionSplitBps: changes.splitBps } : {}),
      ...(changes.payoutBsb !== undefined ? { payoutBsb: changes.payoutBsb } : {}),
      ...(changes.payoutAccountNumber !== undefined ? { payoutAccountNumber: changes.payoutAccountNumber } : {}),
      ...(changes.payoutAccountName !== undefined ? { payoutAccountName: changes.payoutAccountName } : {}),
      ...(changes.tier !== undefined ? { partnerTier: changes.tier } : {}),
    };
    const now = await tx.user.update({ where: { id: partnerId }, data, select: terms });
    await audit(tx, {
      actor,
      action: "partner.terms_changed",
      entity: "User",
      entityId: partnerId,
      before: was,
      after: now,
      note: note || null,
      ip,
    });
    return { id: partnerId, ...now };
  });
}

/** Every partner's split and payout account, for admin. */
export async function listPartnerTerms() {
  const prisma = await db();
  return prisma.user.findMany({
    where: { role: "partner" },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      commissionSplitBps: true,
      payoutBsb: true,
      payoutAccountNumber: true,
      payoutAccountName: true,
      partnerTier: true,
    },
  });
}
