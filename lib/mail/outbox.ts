import "server-only";
import { afterCommit, db, transaction, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { mailHtml } from "./html";
import { mailConfigured } from "./transport";
import { DELIVER_JOB, type Mail } from "./types";

/**
 * Write an e-mail to the outbox inside the caller's transaction: it commits (or rolls back) with the
 * change that causes it, and once committed a `mail.deliver` job is hinted. The row is the message:
 * the recurring sweep sends it if the hint is lost. Without a mail transport (development) the row is
 * only the record, readable at /dev/outbox.
 */
export async function queueMail(tx: Prisma.TransactionClient, mail: Mail) {
  // Every message has an HTML part, rendered from its text by the one template (ADR 075).
  const html = mail.html ?? (await mailHtml(mail, new URL(env().APP_URL).origin));
  const row = await tx.outboxEmail.create({
    data: {
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html,
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
    },
  });
  if (mailConfigured()) afterCommit(tx, { job: DELIVER_JOB, data: { outboxId: row.id } });
  return row;
}

/** An e-mail that is the whole change (nothing else to commit with it): its own transaction. */
export function sendMail(mail: Mail) {
  return transaction((tx) => queueMail(tx, mail));
}

/** The newest outbox e-mails (development's /dev/outbox). */
export async function recentOutbox(limit = 50) {
  const prisma = await db();
  return prisma.outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}

/** For the metrics: e-mails not yet sent, and those whose last attempt failed. */
export async function outboxCounts(): Promise<{ waiting: number; failed: number }> {
  const prisma = await db();
  const [waiting, failed] = await Promise.all([
    prisma.outboxEmail.count({ where: { sentAt: null } }),
    prisma.outboxEmail.count({ where: { sentAt: null, error: { not: null } } }),
  ]);
  return { waiting, failed };
}
