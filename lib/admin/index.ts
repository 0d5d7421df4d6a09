import "server-only";
import { audit, auditUserChange } from "@/lib/audit";
import { resetSecondFactor } from "@/lib/auth";
import { db, Prisma } from "@/lib/db";
import { containsText } from "@/lib/db/client";
import { calendarDay } from "@/lib/validation/client";
import { AppError } from "@/lib/http/client";
import { auditActionLabel, auditActorLabel, auditEntityLabel } from "./audit-labels";
import { auditEntityNames } from "./audit-names";
import type { LenderInput, LenderUpdate, UserUpdate } from "./schema";

type Actor = { id: string; role: string };

export async function listUsers(q?: string) {
  const prisma = await db();
  const where: Prisma.UserWhereInput = q?.trim()
    ? {
        OR: [
          { email: containsText(q.trim()) },
          { firstName: containsText(q.trim()) },
          { lastName: containsText(q.trim()) },
        ],
      }
    : {};
  return prisma.user.findMany({
    where,
    orderBy: { createdAt: "desc" },
    take: 50,
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      role: true,
      status: true,
      totpEnabledAt: true,
      lastLoginAt: true,
      createdAt: true,
    },
  });
}

/** Role and status changes end the user's sessions (session version), and are audited. */
export async function updateUser(actor: Actor, id: string, input: UserUpdate, ip?: string) {
  if (id === actor.id && (input.role || input.status))
    throw new AppError("conflict", "You cannot change your own role or status.");
  const prisma = await db();
  const updated = await prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: { role: true, status: true } });
    if (!before) throw new AppError("not_found", "User not found.");
    const changes = { ...(input.role ? { role: input.role } : {}), ...(input.status ? { status: input.status } : {}) };
    if (Object.keys(changes).length === 0) return before;
    const after = await tx.user.update({
      where: { id },
      data: { ...changes, sessionVersion: { increment: 1 } },
      select: { role: true, status: true },
    });
    for (const field of ["role", "status"] as const)
      if (input[field] && input[field] !== before[field])
        await auditUserChange(tx, { actor, userId: id, field, before: before[field], after: after[field], ip });
    return after;
  });
  if (input.resetTwoFactor) await resetSecondFactor(actor, id, ip);
  return { id, ...updated };
}

export async function listLenders() {
  const prisma = await db();
  return prisma.lender.findMany({ orderBy: [{ active: "desc" }, { name: "asc" }] });
}

export async function createLender(actor: Actor, input: LenderInput, ip?: string) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    if (await tx.lender.findFirst({ where: { OR: [{ slug: input.slug }, { name: input.name }] } }))
      throw new AppError("conflict", "A lender with that name or slug exists.");
    const lender = await tx.lender.create({ data: input });
    await audit(tx, { actor, action: "lender.created", entity: "Lender", entityId: lender.id, after: lender, ip });
    return lender;
  });
}

export async function updateLender(actor: Actor, id: string, input: LenderUpdate, ip?: string) {
  const prisma = await db();
  const { clawbackSchedule, remittanceMapping, ...rest } = input;
  // A JSON column's null is written as Prisma.DbNull (null = the standard schedule; no mapping).
  const json = (v: unknown) => (v === null ? Prisma.DbNull : (v as Prisma.InputJsonValue | undefined));
  const data: Prisma.LenderUpdateInput = {
    ...rest,
    clawbackSchedule: json(clawbackSchedule),
    remittanceMapping: json(remittanceMapping),
  };
  return prisma.$transaction(async (tx) => {
    const before = await tx.lender.findUnique({ where: { id } });
    if (!before) throw new AppError("not_found", "Lender not found.");
    const after = await tx.lender.update({ where: { id }, data });
    if (
      after.minAmount > after.maxAmount ||
      after.rateMinBps > after.rateMaxBps ||
      after.minTermMonths > after.maxTermMonths
    )
      throw new AppError("bad_request", "Minimums must not exceed maximums.");
    if (after.driver === "email" && !after.submissionEmail)
      throw new AppError("bad_request", "An e-mail lender needs a submission e-mail address.", {
        fields: { submissionEmail: ["Enter the address applications are sent to"] },
      });
    await audit(tx, {
      actor,
      action: input.active === false ? "lender.deactivated" : "lender.updated",
      entity: "Lender",
      entityId: id,
      before,
      after,
      ip,
    });
    return after;
  });
}

export async function auditLog(filter: {
  actorId?: string;
  entity?: string;
  from?: string;
  to?: string;
  limit?: number;
}) {
  const prisma = await db();
  const events = await prisma.auditEvent.findMany({
    include: { actor: { select: { firstName: true, lastName: true, email: true } } },
    where: {
      ...(filter.actorId ? { actorId: filter.actorId } : {}),
      ...(filter.entity ? { entity: filter.entity } : {}),
      ...(filter.from || filter.to
        ? {
            at: {
              ...(filter.from ? { gte: calendarDay(filter.from) } : {}),
              ...(filter.to ? { lt: new Date(calendarDay(filter.to).getTime() + 86_400_000) } : {}),
            },
          }
        : {}),
    },
    orderBy: { at: "desc" },
    take: Math.min(filter.limit ?? 100, 500),
  });
  // Each event in words: who by name, the record by its name or number, the action as a phrase.
  const names = await auditEntityNames(events);
  return events.map(({ actor, ...e }) => ({
    ...e,
    who: auditActorLabel(actor, e.actorRole),
    what: auditActionLabel(e.action),
    subject: auditEntityLabel(e.entity, e.entityId ? names[e.entity]?.get(e.entityId) : undefined),
  }));
}
