import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { PartnerTaxDetails } from "./tax-schema";

const SELECT = {
  role: true,
  firstName: true,
  lastName: true,
  email: true,
  taxLegalName: true,
  taxAbn: true,
  gstRegistered: true,
  taxDetailsUpdatedAt: true,
} as const;

/** A partner's tax details as a statement uses them: the supplier's name falls back to the person's. */
export async function partnerTaxDetails(partnerId: string) {
  const prisma = await db();
  const u = await prisma.user.findUnique({ where: { id: partnerId }, select: SELECT });
  if (!u || u.role !== "partner") throw new AppError("not_found", "Partner not found.");
  const personName = [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
  return {
    personName,
    legalName: u.taxLegalName,
    abn: u.taxAbn,
    gstRegistered: u.gstRegistered,
    updatedAt: u.taxDetailsUpdatedAt,
  };
}
export type PartnerTax = Awaited<ReturnType<typeof partnerTaxDetails>>;

/**
 * The partner sets their own tax details (audited with the values before and after). They apply to
 * every statement issued afterwards; a statement already downloaded is not reissued.
 */
export async function updatePartnerTaxDetails(actor: Actor, input: PartnerTaxDetails, ip?: string) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: actor.id }, select: SELECT });
    if (!before || before.role !== "partner") throw new AppError("forbidden", "Only partners have tax details here.");
    const after = await tx.user.update({
      where: { id: actor.id },
      data: {
        taxLegalName: input.legalName,
        taxAbn: input.abn || null,
        gstRegistered: input.gstRegistered,
        taxDetailsUpdatedAt: new Date(),
      },
      select: { taxLegalName: true, taxAbn: true, gstRegistered: true },
    });
    await audit(tx, {
      actor,
      action: "partner.tax_details_changed",
      entity: "User",
      entityId: actor.id,
      before: { taxLegalName: before.taxLegalName, taxAbn: before.taxAbn, gstRegistered: before.gstRegistered },
      after,
      ip,
    });
    return after;
  });
}
