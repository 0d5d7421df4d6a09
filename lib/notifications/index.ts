import "server-only";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";

export interface NotificationInput {
  kind: string;
  title: string;
  body: string;
  /** A path in our site, e.g. "/client". */
  link?: string;
}

/**
 * Tell one user something: an in-app notification, and an e-mail unless they turned e-mails off
 * (User.notifyByEmail). Call after the change has committed.
 */
export async function notifyUser(userId: string, n: NotificationInput) {
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { email: true, notifyByEmail: true, firstName: true, status: true },
  });
  if (!user) return;
  await prisma.notification.create({
    data: { userId, kind: n.kind, title: n.title, body: n.body, link: n.link ?? null },
  });
  if (!user.notifyByEmail || user.status !== "active") return;
  const link = n.link ? new URL(n.link, env().APP_URL).toString() : env().APP_URL;
  await sendMail({
    to: user.email,
    subject: n.title,
    text: `Hi ${user.firstName ?? "there"},\n\n${n.body}\n\nView it in your portal: ${link}\n\nYou can turn these e-mails off in your portal's settings.`,
  });
}

/** Tell the staff team (a shared inbox: role-wide notification, no e-mail). */
export async function notifyStaff(n: NotificationInput) {
  const prisma = await db();
  await prisma.notification.create({
    data: { role: "staff", kind: n.kind, title: n.title, body: n.body, link: n.link ?? null },
  });
}

export async function setEmailNotifications(user: { id: string; role: string }, notifyByEmail: boolean, ip?: string) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { notifyByEmail: true } });
    await tx.user.update({ where: { id: user.id }, data: { notifyByEmail } });
    await audit(tx, {
      actor: user,
      action: "settings.notifications",
      entity: "User",
      entityId: user.id,
      before,
      after: { notifyByEmail },
      ip,
    });
    return { notifyByEmail };
  });
}

export async function notificationSettings(userId: string) {
  const prisma = await db();
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { notifyByEmail: true } });
}
