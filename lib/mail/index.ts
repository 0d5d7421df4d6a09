import "server-only";
import nodemailer from "nodemailer";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueue } from "@/lib/jobs";
import { backoffSeconds } from "@/lib/jobs/types";
import { logger } from "@/lib/observability/log";

/**
 * A file sent with an e-mail: small generated files inline (base64), stored documents by their
 * storage key, read from storage when the e-mail is sent (the outbox row stays small).
 */
export type MailAttachment =
  | { fileName: string; contentType: string; contentBase64: string }
  | { fileName: string; contentType: string; storageDriver: string; storageKey: string };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

async function attachmentContent(a: MailAttachment) {
  if ("contentBase64" in a)
    return { filename: a.fileName, contentType: a.contentType, content: a.contentBase64, encoding: "base64" };
  const { storageFor } = await import("@/lib/storage");
  return {
    filename: a.fileName,
    contentType: a.contentType,
    content: await storageFor(a.storageDriver).get(a.storageKey),
  };
}

/** After this many failed attempts an e-mail stays failed (visible in the metrics) until someone looks. */
export const MAX_MAIL_ATTEMPTS = 6;
/** A claim older than this belongs to a worker that died mid-send: the e-mail may be taken again. */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
const RETRY_BASE_SECONDS = 30;

type Transport = Pick<nodemailer.Transporter, "sendMail">;
let transport: Transport | undefined;
let testTransport: Transport | null = null;

function mailTransport(): Transport | null {
  if (testTransport) return testTransport;
  const { SMTP_URL } = env();
  if (!SMTP_URL) return null;
  transport ??= nodemailer.createTransport(SMTP_URL);
  return transport;
}

/** Tests: deliver through this transport (null: back to SMTP_URL). */
export function setMailTransportForTests(t: Transport | null) {
  testTransport = t;
}

/**
 * Every e-mail is written to the outbox table first: the record (and what /dev/outbox shows in
 * development) and the source of truth for delivery. With a mail transport configured, a background
 * job then sends it; a failure is retried with backoff, and a recurring job sends whatever a crash
 * left unsent, so an e-mail is never lost and, thanks to the claim, never sent twice.
 */
export async function sendMail(mail: Mail) {
  const prisma = await db();
  const row = await prisma.outboxEmail.create({
    data: {
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
    },
  });
  if (mailTransport()) await enqueue("mail.deliver", { outboxId: row.id });
  return row;
}

/**
 * Send one outbox e-mail now, if it is still unsent and no other worker holds it. Returns whether it
 * was sent by this call. A failed attempt records the error and the next attempt's time, then throws
 * (so a job runner retries it too).
 */
export async function deliverOutboxEmail(outboxId: string, now = new Date()): Promise<boolean> {
  const t = mailTransport();
  if (!t) return false;
  const prisma = await db();
  const claimed = await prisma.outboxEmail.updateMany({
    where: {
      id: outboxId,
      sentAt: null,
      attempts: { lt: MAX_MAIL_ATTEMPTS },
      OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - CLAIM_TIMEOUT_MS) } }],
    },
    data: { claimedAt: now },
  });
  if (claimed.count === 0) return false;
  const row = await prisma.outboxEmail.findUniqueOrThrow({ where: { id: outboxId } });
  try {
    const attachments = Array.isArray(row.attachments)
      ? await Promise.all((row.attachments as unknown as MailAttachment[]).map(attachmentContent))
      : undefined;
    await t.sendMail({
      from: env().MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments,
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    await prisma.outboxEmail.update({
      where: { id: outboxId },
      data: {
        attempts,
        claimedAt: null,
        error: String(error).slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffSeconds(attempts, RETRY_BASE_SECONDS) * 1000),
      },
    });
    logger.warn({ outboxId, attempts }, "e-mail delivery failed");
    throw error;
  }
  await prisma.outboxEmail.update({
    where: { id: outboxId },
    data: { sentAt: new Date(), attempts: row.attempts + 1, error: null, claimedAt: null, nextAttemptAt: null },
  });
  return true;
}

/**
 * The recurring safety net: send every e-mail still unsent whose next attempt is due (a crash between
 * the write and the job, a job the queue forgot, a failure whose retries ran out in memory).
 * Skips e-mails written in the last `graceMs`, which their own job is about to send.
 */
export async function deliverDueOutbox(now = new Date(), graceMs = 30_000): Promise<number> {
  if (!mailTransport()) return 0;
  const prisma = await db();
  const due = await prisma.outboxEmail.findMany({
    where: {
      sentAt: null,
      attempts: { lt: MAX_MAIL_ATTEMPTS },
      createdAt: { lte: new Date(now.getTime() - graceMs) },
      OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }],
    },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await deliverOutboxEmail(id, now)) sent += 1;
    } catch {
      // Recorded on the row; the next sweep tries again after its backoff.
    }
  }
  return sent;
}
