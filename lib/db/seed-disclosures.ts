import { CREDIT_GUIDE_VERSION } from "@/lib/marketing/client";
import type { PrismaClient } from "./generated/client";

/**
 * Issue #34 item 3 (ADR 067) in the demo data: every client acknowledged the current credit guide
 * when their account was made, and every application past the draft has its
 * needs-and-objectives record (the file could not have gone to lenders without it).
 */
export async function seedDisclosures(prisma: PrismaClient, now: Date) {
  const clients = await prisma.user.findMany({ where: { role: "client" }, select: { id: true, createdAt: true } });
  await prisma.creditGuideAcknowledgement.createMany({
    data: clients.map((c) => ({
      userId: c.id,
      version: CREDIT_GUIDE_VERSION,
      channel: "account_creation",
      acknowledgedAt: c.createdAt,
    })),
    skipDuplicates: true,
  });
  const apps = await prisma.application.findMany({
    where: { status: { not: "draft" }, needsObjectives: null },
    select: { id: true, clientId: true, loanAmount: true, termMonths: true, purpose: true, createdAt: true },
  });
  await prisma.needsObjectives.createMany({
    data: apps.map((a) => ({
      applicationId: a.id,
      purpose: `Business finance for ${a.purpose.replace(/_/g, " ")}.`,
      amount: a.loanAmount,
      termMonths: a.termMonths,
      repaymentPreference: "monthly",
      whyThisProduct: "A fixed term and fixed repayments match the business's regular cash flow.",
      completedById: a.clientId,
      completedByRole: "client",
      completedAt: new Date(Math.min(a.createdAt.getTime() + 3_600_000, now.getTime())),
      updatedAt: now,
    })),
    skipDuplicates: true,
  });
}
