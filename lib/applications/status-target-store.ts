import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { ApplicationStatus } from "./status";
import { mergeStatusTargets, TARGETED_STATUSES } from "./status-targets";
import type { StatusTargetsInput } from "./status-targets-schema";

/** The targets in force: admin's rows over the defaults (status-targets.ts). */
export async function loadStatusTargets() {
  const prisma = await db();
  return mergeStatusTargets(await prisma.statusTarget.findMany({ select: { status: true, targetHours: true } }));
}

/** The Settings tab's table: every working status, its target and whether admin set it. */
export async function statusTargetSettings() {
  const prisma = await db();
  const rows = await prisma.statusTarget.findMany({ select: { status: true, targetHours: true } });
  const merged = mergeStatusTargets(rows);
  return TARGETED_STATUSES.map((status) => ({
    status,
    targetHours: merged[status] ?? null,
    custom: rows.some((r) => r.status === status),
  }));
}

/** Admin sets per-status targets (audited with the targets before and after). */
export async function setStatusTargets(user: SessionUser, input: StatusTargetsInput, ip?: string) {
  requirePermission(user, "manage:status-target");
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const before = await tx.statusTarget.findMany({ select: { status: true, targetHours: true } });
    for (const t of input.targets) {
      const status = t.status as ApplicationStatus;
      await tx.statusTarget.upsert({
        where: { status },
        create: { status, targetHours: t.targetHours },
        update: { targetHours: t.targetHours },
      });
    }
    await audit(tx, {
      actor: user,
      action: "settings.status_targets",
      entity: "StatusTarget",
      before: Object.fromEntries(before.map((r) => [r.status, r.targetHours])),
      after: Object.fromEntries(input.targets.map((t) => [t.status, t.targetHours])),
      ip,
    });
  });
  return statusTargetSettings();
}
