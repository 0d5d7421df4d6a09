import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import type { ApplicationStatus } from "./status";
import { mergeStatusTargets, TARGETED_STATUSES } from "./status-targets";
import type { StatusTargetsInput } from "./status-targets-schema";

/**
 * How long an instance reuses the targets it read (ADR 087). They are one admin setting shared by
 * every user, read by every staff queue page and API call: re-reading them was a third database round
 * trip per request. A change made on this instance applies at once (setStatusTargets forgets the
 * copy); another instance picks it up within this time.
 */
export const STATUS_TARGETS_TTL_MS = 30_000;
type Loaded = { at: number; targets: Promise<ReturnType<typeof mergeStatusTargets>> };
// Per client, so a test's fresh database (setConnectionForTests) never sees another's targets.
const loaded = new WeakMap<object, Loaded>();

/** The targets in force: admin's rows over the defaults (status-targets.ts). */
export async function loadStatusTargets() {
  const prisma = await db();
  const hit = loaded.get(prisma);
  if (hit && Date.now() - hit.at < STATUS_TARGETS_TTL_MS) return hit.targets;
  const targets = prisma.statusTarget
    .findMany({ select: { status: true, targetHours: true } })
    .then((rows) => mergeStatusTargets(rows));
  const entry = { at: Date.now(), targets };
  loaded.set(prisma, entry);
  // A failed read is not kept: the next call asks the database again.
  targets.catch(() => {
    if (loaded.get(prisma) === entry) loaded.delete(prisma);
  });
  return targets;
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
  loaded.delete(prisma);
  return statusTargetSettings();
}
