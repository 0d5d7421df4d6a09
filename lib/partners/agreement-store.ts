import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { PARTNER_AGREEMENT } from "./agreement";

/** The partner's tier, split and agreement acceptance, for their terms page. */
export async function partnerTerms(partnerId: string) {
  const prisma = await db();
  const u = await prisma.user.findUnique({
    where: { id: partnerId },
    select: {
      role: true,
      commissionSplitBps: true,
      partnerTier: true,
      partnerAgreementVersion: true,
      partnerAgreementAcceptedAt: true,
    },
  });
  if (!u || u.role !== "partner") throw new AppError("not_found", "Partner not found.");
  return {
    splitBps: u.commissionSplitBps,
    tier: u.partnerTier,
    acceptedVersion: u.partnerAgreementVersion,
    acceptedAt: u.partnerAgreementAcceptedAt,
    current: u.partnerAgreementVersion === PARTNER_AGREEMENT.version,
  };
}

/**
 * The partner accepts the agreement version they were shown. A version that is no longer current is
 * refused (409): they must read the new text; accepting the current version again changes nothing.
 */
export async function acceptPartnerAgreement(actor: Actor, version: string, ip?: string) {
  if (version !== PARTNER_AGREEMENT.version)
    throw new AppError("conflict", "The agreement has changed since you opened it: read the current version.");
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({
      where: { id: actor.id },
      select: { role: true, partnerAgreementVersion: true, partnerAgreementAcceptedAt: true },
    });
    if (!before || before.role !== "partner") throw new AppError("forbidden", "Only partners accept this agreement.");
    if (before.partnerAgreementVersion === version) return { version, acceptedAt: before.partnerAgreementAcceptedAt };
    const acceptedAt = new Date();
    await tx.user.update({
      where: { id: actor.id },
      data: {
        partnerAgreementVersion: version,
        partnerAgreementAcceptedAt: acceptedAt,
        partnerAgreementIp: ip ?? null,
      },
    });
    await audit(tx, {
      actor,
      action: "partner.agreement_accepted",
      entity: "User",
      entityId: actor.id,
      before: { version: before.partnerAgreementVersion },
      after: { version, acceptedAt: acceptedAt.toISOString() },
      ip,
    });
    return { version, acceptedAt };
  });
}
