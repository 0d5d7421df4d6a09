import "server-only";
import { audit } from "@/lib/audit";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail";
import type { NotificationPreferencesInput } from "./schema";

const PREFERENCES = { notifyByEmail: true, mutedEmailKinds: true, dailyDigest: true } as const;

export interface NotificationInput {
  kind: string;
  title: string;
  body: string;
  /** A path in our site, e.g. "/client". */
  link?: string;
}

/**
 * Tell one user something: an in-app notification always, and an e-mail unless they turned e-mails
 * off (User.notifyByEmail) or muted this kind (User.mutedEmailKinds). Written in the transaction of
 * the change it reports (`tx` from lib/db's transaction()), so the two commit or fail together.
 */
export async function notifyUser(tx: Prisma.TransactionClient, userId: string, n: NotificationInput) {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      notifyByEmail: true,
      mutedEmailKinds: true,
      firstName: true,
      status: true,
      dailyDigest: true,
    },
  });
  if (!user) return;
  const emailed = user.notifyByEmail && !user.mutedEmailKinds.includes(n.kind) && user.status === "active";
  // A user who takes a daily digest gets this in the next one (lib/notifications/digest.ts), not now.
  const digest = emailed && user.dailyDigest;
  await tx.notification.create({
    data: { userId, kind: n.kind, title: n.title, body: n.body, link: n.link ?? null, digestPending: digest },
  });
  if (!emailed || digest) return;
  const link = n.link ? new URL(n.link, env().APP_URL).toString() : env().APP_URL;
  await queueMail(tx, {
    to: user.email,
    subject: n.title,
    text: `Hi ${user.firstName ?? "there"},\n\n${n.body}\n\nView it in your portal: ${link}\n\nYou can turn these e-mails off in your portal's settings.`,
  });
}

/** Tell the staff team (a shared inbox: role-wide notification, no e-mail), in the change's transaction. */
export async function notifyStaff(tx: Prisma.TransactionClient, n: NotificationInput) {
  await tx.notification.create({
    data: { role: "staff", kind: n.kind, title: n.title, body: n.body, link: n.link ?? null },
  });
}

/** Turn notification e-mails on or off, and mute single kinds; in-app notifications always arrive. Audited. */
export async function setNotificationPreferences(
  user: { id: string; role: string },
  input: NotificationPreferencesInput,
  ip?: string,
) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: PREFERENCES });
    const after = {
      notifyByEmail: input.notifyByEmail ?? before.notifyByEmail,
      mutedEmailKinds: input.mutedEmailKinds ? [...new Set(input.mutedEmailKinds)].sort() : before.mutedEmailKinds,
      dailyDigest: input.dailyDigest ?? before.dailyDigest,
    };
    await tx.user.update({ where: { id: user.id }, data: after });
    await audit(tx, {
      actor: user,
      action: "settings.notifications",
      entity: "User",
      entityId: user.id,
      before,
      after,
      ip,
    });
    return after;
  });
}

/** The e-mail switch alone (the client portal's settings checkbox). */
export const setEmailNotifications = (user: { id: string; role: string }, notifyByEmail: boolean, ip?: string) =>
  setNotificationPreferences(user, { notifyByEmail }, ip);

export async function notificationSettings(userId: string) {
  const prisma = await db();
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: PREFERENCES });
}
