import "server-only";
import { audit } from "@/lib/audit";
import { can, requirePermission, type Principal, type Role } from "@/lib/auth/client";
import { db, type Prisma } from "@/lib/db";
import type { MarkReadInput } from "./schema";

/**
 * What a user's bell shows: their own notifications and, for the team, the shared staff inbox
 * (notifyStaff writes role-wide rows). A role-wide row is read once for the whole team.
 */
function visibleTo(user: Principal): Prisma.NotificationWhereInput {
  requirePermission(user, "read:notification");
  const roles: Role[] = can(user, "read:staff-dashboard") ? ["staff"] : [];
  return roles.length ? { OR: [{ userId: user.id }, { role: { in: roles } }] } : { userId: user.id };
}

const FIELDS = { id: true, kind: true, title: true, body: true, link: true, readAt: true, createdAt: true } as const;

/** The newest notifications the user may see, and how many are unread. */
export async function listNotifications(user: Principal, limit = 20) {
  const prisma = await db();
  const where = visibleTo(user);
  const [items, unread] = await Promise.all([
    prisma.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: FIELDS,
    }),
    prisma.notification.count({ where: { AND: [where, { readAt: null }] } }),
  ]);
  return { items, unread };
}
export type NotificationItem = Awaited<ReturnType<typeof listNotifications>>["items"][number];

/** The bell's badge, for the server-rendered portal frame (0 for anyone without a bell). */
export async function unreadNotificationCount(user: Principal | null): Promise<number> {
  if (!user || !can(user, "read:notification")) return 0;
  const prisma = await db();
  return prisma.notification.count({ where: { AND: [visibleTo(user), { readAt: null }] } });
}

/** Mark some (or all) of the user's visible notifications read; others' ids are silently ignored. */
export async function markNotificationsRead(user: Principal, input: MarkReadInput, ip?: string) {
  const prisma = await db();
  const where: Prisma.NotificationWhereInput = {
    AND: [visibleTo(user), { readAt: null }, ...(input.all ? [] : [{ id: { in: input.ids ?? [] } }])],
  };
  return prisma.$transaction(async (tx) => {
    const ids = (await tx.notification.findMany({ where, select: { id: true } })).map((n) => n.id);
    if (ids.length) {
      await tx.notification.updateMany({ where: { id: { in: ids } }, data: { readAt: new Date() } });
      await audit(tx, {
        actor: user,
        action: "notifications.read",
        entity: "Notification",
        entityId: input.all ? null : (ids[0] ?? null),
        after: { ids, all: !!input.all },
        ip,
      });
    }
    const unread = await tx.notification.count({ where: { AND: [visibleTo(user), { readAt: null }] } });
    return { marked: ids.length, unread };
  });
}
