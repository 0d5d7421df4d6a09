import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { backoffSeconds } from "@/lib/jobs/client";
import { logger } from "@/lib/observability/log";
import { mailTransport, messageIdFor } from "./transport";
import type { MailAttachment } from "./types";

/** After this many attempts (a crash mid-send counts) an e-mail stays failed (in the metrics) until someone looks. */
export const MAX_MAIL_ATTEMPTS = 6;
/**
 * A claim not renewed for this long belongs to a worker that died: the e-mail may be taken again.
 * A live worker renews it every quarter lease while it sends (the SMTP timeouts in transport.ts
 * bound a send), so a slow server never makes two workers send at once.
 */
export const CLAIM_LEASE_MS = 60_000;
const RETRY_BASE_SECONDS = 30;

interface Claimed {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: unknown;
  messageId: string;
  attempts: number;
}

/**
 * Take one unsent e-mail for this worker in one statement: the claim (a fresh token and time), the
 * attempt counted before the send (so a message that kills its worker stops after MAX_MAIL_ATTEMPTS),
 * and the Message-ID fixed at the first attempt. Null when it is sent, spent, or held by a live claim.
 */
async function claim(outboxId: string, token: string, now: Date, leaseMs: number): Promise<Claimed | null> {
  const prisma = await db();
  const expired = new Date(now.getTime() - leaseMs);
  const rows = await prisma.$queryRaw<Claimed[]>`
    UPDATE "OutboxEmail"
    SET "claimedAt" = ${now}, "claimToken" = ${token}, "attempts" = "attempts" + 1,
        "messageId" = COALESCE("messageId", ${messageIdFor(outboxId)})
    WHERE "id" = ${outboxId} AND "sentAt" IS NULL AND "attempts" < ${MAX_MAIL_ATTEMPTS}
      AND ("claimedAt" IS NULL OR "claimedAt" < ${expired})
    RETURNING "id", "to", "subject", "text", "html", "attachments", "messageId", "attempts"`;
  return rows[0] ?? null;
}

/** Renew this worker's claim while it sends; returns the function that stops renewing. */
function keepClaim(outboxId: string, token: string, leaseMs: number): () => void {
  const timer = setInterval(() => {
    void db()
      .then((prisma) =>
        prisma.outboxEmail.updateMany({
          where: { id: outboxId, claimToken: token, sentAt: null },
          data: { claimedAt: new Date() },
        }),
      )
      .catch((error: unknown) => logger.warn({ outboxId, err: error }, "could not renew an e-mail's claim"));
  }, leaseMs / 4);
  timer.unref();
  return () => clearInterval(timer);
}

async function attachmentContent(a: MailAttachment) {
  if ("contentBase64" in a)
    return { filename: a.fileName, contentType: a.contentType, content: a.contentBase64, encoding: "base64" };
  // Loaded only for an e-mail that carries a stored document: the drivers bring the S3 and UploadThing SDKs.
  const { storageFor } = await import("@/lib/storage");
  return {
    filename: a.fileName,
    contentType: a.contentType,
    content: await storageFor(a.storageDriver).get(a.storageKey),
  };
}

const attachmentList = (value: unknown): MailAttachment[] | null => {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as MailAttachment[]) : null;
};

/** Record that it left, a few times over a second: a lost write here is a resend (with the same Message-ID). */
async function markSent(outboxId: string) {
  const prisma = await db();
  for (let attempt = 1; ; attempt++) {
    try {
      // updateMany: no row comes back (an update would return it, attachments and all).
      await prisma.outboxEmail.updateMany({
        where: { id: outboxId },
        data: { sentAt: new Date(), error: null, claimedAt: null, claimToken: null, nextAttemptAt: null },
      });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

export interface DeliverOptions {
  now?: Date;
  leaseMs?: number;
}

/**
 * Send one outbox e-mail now, if it is unsent and no live worker holds it. Returns whether this call
 * sent it. A failed attempt records the error and the next attempt's time, then throws (so the job
 * runner retries it too). A worker killed after the server accepted the message and before `sentAt`
 * is written cannot be told apart from one killed before: the e-mail is sent again after the lease,
 * with the same Message-ID.
 */
export async function deliverOutboxEmail(outboxId: string, options: DeliverOptions = {}): Promise<boolean> {
  const t = mailTransport();
  if (!t) return false;
  const now = options.now ?? new Date();
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const token = randomUUID();
  const row = await claim(outboxId, token, now, leaseMs);
  if (!row) return false;
  const release = keepClaim(outboxId, token, leaseMs);
  try {
    const list = attachmentList(row.attachments);
    await t.sendMail({
      from: env().MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments: list ? await Promise.all(list.map(attachmentContent)) : undefined,
      messageId: row.messageId,
    });
  } catch (error) {
    release();
    const attempts = Number(row.attempts);
    const prisma = await db();
    await prisma.outboxEmail.updateMany({
      where: { id: outboxId, claimToken: token },
      data: {
        claimedAt: null,
        claimToken: null,
        error: String(error).slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffSeconds(attempts, RETRY_BASE_SECONDS) * 1000),
      },
    });
    logger.warn({ outboxId, attempts }, "e-mail delivery failed");
    throw error;
  }
  release();
  await markSent(outboxId);
  return true;
}

/** How many e-mails one sweep sends at once (each on its own claim). */
const SWEEP_CONCURRENCY = 10;

/**
 * The recurring safety net: send every e-mail still unsent whose next attempt is due and that no live
 * worker holds (a crash before the hint was dispatched, a job the queue forgot, a worker killed
 * mid-send, retries spent in memory). Skips e-mails written in the last `graceMs`, which their own
 * job is about to send.
 */
export async function deliverDueOutbox(now = new Date(), graceMs = 30_000, leaseMs = CLAIM_LEASE_MS): Promise<number> {
  if (!mailTransport()) return 0;
  const prisma = await db();
  const due = await prisma.outboxEmail.findMany({
    where: {
      sentAt: null,
      attempts: { lt: MAX_MAIL_ATTEMPTS },
      createdAt: { lte: new Date(now.getTime() - graceMs) },
      AND: [
        { OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
        { OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - leaseMs) } }] },
      ],
    },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  let sent = 0;
  const queue = due.map((d) => d.id);
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      try {
        if (await deliverOutboxEmail(id, { now, leaseMs })) sent += 1;
      } catch {
        // Recorded on the row; the next sweep tries again after its backoff.
      }
    }
  };
  await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
  return sent;
}
