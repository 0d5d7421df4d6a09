import "server-only";
import { db, transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail";
import { formatDate, melbourneHour, melbourneToday } from "@/lib/money/client";

/**
 * The daily digest (issue 36 item 4, ADR 076): a user who chose it gets one e-mail a day listing
 * every notification since their last digest, instead of one e-mail per event. Sent from 7 am in
 * Melbourne, at most once per Melbourne day; nothing pending, nothing sent.
 */
export const DIGEST_HOUR = 7;

/** Whether a user whose last digest went at `last` is due one at `now`. */
export function digestDue(last: Date | null, now: Date): boolean {
  if (melbourneHour(now) < DIGEST_HOUR) return false;
  return !last || melbourneToday(last) !== melbourneToday(now);
}

export function digestMail(
  to: { email: string; firstName: string | null },
  items: { title: string; body: string; link: string | null }[],
  now: Date,
  appUrl: string,
) {
  const count = `${items.length} update${items.length === 1 ? "" : "s"}`;
  return {
    to: to.email,
    subject: `Your BizFund summary for ${formatDate(now)}: ${count}`,
    text: [
      `Hi ${to.firstName ?? "there"},`,
      "",
      `Here is what happened since your last summary (${count}):`,
      "",
      ...items.flatMap((n) => [
        `${n.title}`,
        `${n.body}${n.link ? ` See ${new URL(n.link, appUrl).toString()} ` : ""}`.trim(),
        "",
      ]),
      `Open your portal: ${new URL("/account", appUrl).toString()}`,
      "",
      "You chose one summary a day; you can change this in your account settings.",
    ].join("\n"),
  };
}

/** Send every due digest; returns how many e-mails were queued. */
export async function sendDueDigests(now = new Date()): Promise<number> {
  if (melbourneHour(now) < DIGEST_HOUR) return 0;
  const prisma = await db();
  const waiting = await prisma.notification.groupBy({ by: ["userId"], where: { digestPending: true } });
  let sent = 0;
  for (const { userId } of waiting) {
    if (!userId) continue;
    sent += await transaction(async (tx) => {
      const user = await tx.user.findUnique({
        where: { id: userId },
        select: {
          email: true,
          firstName: true,
          notifyByEmail: true,
          dailyDigest: true,
          lastDigestAt: true,
          status: true,
        },
      });
      if (!user) return 0;
      // Turned e-mails off, or back to one per event, since: the in-app notifications stay, no e-mail.
      const wants = user.notifyByEmail && user.status === "active";
      if (user.dailyDigest && wants && !digestDue(user.lastDigestAt, now)) return 0;
      // Claim the rows first: a second instance running the same job finds nothing left to send.
      const items = await tx.notification.findMany({
        where: { userId, digestPending: true },
        orderBy: { createdAt: "asc" },
        select: { id: true, title: true, body: true, link: true },
      });
      const claimed = await tx.notification.updateMany({
        where: { id: { in: items.map((n) => n.id) }, digestPending: true },
        data: { digestPending: false },
      });
      // Another instance sent them meanwhile (it claimed every row first): nothing left for this one.
      if (claimed.count === 0 && items.length) return 0;
      // It claimed only some of them: undo ours and let the job's retry send the rest whole.
      if (claimed.count !== items.length) throw new Error("Digest rows changed while claiming them");
      if (!items.length || !wants) return 0;
      await tx.user.update({ where: { id: userId }, data: { lastDigestAt: now } });
      await queueMail(tx, digestMail(user, items, now, env().APP_URL));
      return 1;
    });
  }
  return sent;
}
