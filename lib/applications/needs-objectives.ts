import "server-only";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { NEEDS_OBJECTIVES_MISSING, type NeedsObjectivesInput } from "./needs-objectives-schema";

/**
 * The preliminary needs-and-objectives record (issue #34 item 3, ADR 067), kept with the file:
 * completed by the client (their own application) or staff, before any submission to a lender.
 * Partners see the file but do not complete it: the assessment is the licensee's and the client's.
 */
const NOT_FOUND = "Application not found.";

async function ownedApplication(user: SessionUser, applicationId: string, write: boolean) {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { id: true, clientId: true, partnerId: true },
  });
  const staff = user.role === "staff" || user.role === "admin";
  const mayRead = staff || app?.clientId === user.id || (!write && app?.partnerId === user.id);
  const mayWrite = staff || app?.clientId === user.id;
  if (!app || !mayRead || (write && !mayWrite)) throw new AppError("not_found", NOT_FOUND);
  return app;
}

export async function getNeedsObjectives(user: SessionUser, applicationId: string) {
  await ownedApplication(user, applicationId, false);
  const prisma = await db();
  const row = await prisma.needsObjectives.findUnique({ where: { applicationId } });
  return {
    applicationId,
    record: row && {
      purpose: row.purpose,
      amount: String(row.amount),
      termMonths: String(row.termMonths),
      repaymentPreference: row.repaymentPreference,
      whyThisProduct: row.whyThisProduct,
      completedByRole: row.completedByRole,
      completedAt: row.completedAt.toISOString(),
    },
  };
}

/** Completes or updates the record; each change is audited with what it said before. */
export async function saveNeedsObjectives(user: SessionUser, input: NeedsObjectivesInput, ip?: string) {
  const app = await ownedApplication(user, input.applicationId, true);
  const prisma = await db();
  const now = new Date();
  const data = {
    purpose: input.purpose,
    amount: Number(input.amount),
    termMonths: Number(input.termMonths),
    repaymentPreference: input.repaymentPreference,
    whyThisProduct: input.whyThisProduct,
    completedById: user.id,
    completedByRole: user.role,
    completedAt: now,
  };
  return prisma.$transaction(async (tx) => {
    const before = await tx.needsObjectives.findUnique({ where: { applicationId: app.id } });
    const row = await tx.needsObjectives.upsert({
      where: { applicationId: app.id },
      create: { applicationId: app.id, ...data },
      update: data,
      select: { id: true, completedAt: true },
    });
    await audit(tx, {
      actor: user,
      action: before ? "needs_objectives.updated" : "needs_objectives.completed",
      entity: "Application",
      entityId: app.id,
      before: before && { ...before, completedAt: before.completedAt.toISOString() },
      after: data,
      ip,
    });
    return { applicationId: app.id, completedAt: row.completedAt.toISOString() };
  });
}

/** The submission gate's own check (lib/submissions/create.ts): 409 while the record is missing. */
export async function requireNeedsAndObjectives(applicationId: string) {
  const prisma = await db();
  const row = await prisma.needsObjectives.findUnique({ where: { applicationId }, select: { id: true } });
  if (!row) throw new AppError("conflict", NEEDS_OBJECTIVES_MISSING, { fields: { missing: ["Needs and objectives"] } });
}
