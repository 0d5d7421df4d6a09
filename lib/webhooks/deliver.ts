import "server-only";
import { randomUUID } from "node:crypto";
import { afterCommit, db, transaction } from "@/lib/db";
import { backoffSeconds } from "@/lib/jobs/client";
import { logger } from "@/lib/observability";
import { decryptField } from "@/lib/security";
import { DELIVER_JOB } from "./emit";
import { SIGNATURE_HEADER } from "./events";
import { postWebhook, WEBHOOK_TIMEOUT_MS } from "./send";
import { signatureHeader } from "./sign";

/** Retried for this long after the event (ADR 073); then the delivery is failed, and can be replayed. */
export const RETRY_WINDOW_MS = 24 * 3600_000;
export const RETRY_BASE_SECONDS = 30;
/** Longer than a send can take (the timeout), so a live worker's claim never lapses mid-send. */
export const CLAIM_LEASE_MS = Math.max(60_000, WEBHOOK_TIMEOUT_MS * 3);
export const SECRET_FIELD = "WebhookEndpoint.secret";

interface Claimed {
  id: string;
  endpointId: string;
  eventId: string;
  event: string;
  body: string;
  attempts: number;
  createdAt: Date;
}

/** One statement takes the delivery for this worker: due, pending, and held by no live claim. */
async function claim(id: string, token: string, now: Date, leaseMs: number): Promise<Claimed | null> {
  const prisma = await db();
  const expired = new Date(now.getTime() - leaseMs);
  const rows = await prisma.$queryRaw<Claimed[]>`
    UPDATE "WebhookDelivery"
    SET "claimedAt" = ${now}, "claimToken" = ${token}, "attempts" = "attempts" + 1
    WHERE "id" = ${id} AND "status" = 'pending' AND "nextAttemptAt" <= ${now}
      AND ("claimedAt" IS NULL OR "claimedAt" < ${expired})
    RETURNING "id", "endpointId", "eventId", "event", "body", "attempts", "createdAt"`;
  return rows[0] ?? null;
}

/** The secrets that sign now: the current one, and the previous one until its overlap ends. */
export function liveSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  now: Date,
): string[] {
  const secrets = [decryptField(endpoint.secret, SECRET_FIELD)];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
    secrets.push(decryptField(endpoint.previousSecret, SECRET_FIELD));
  return secrets;
}

export interface DeliverOptions {
  now?: Date;
  leaseMs?: number;
}

/**
 * Send one delivery now if it is due and no live worker holds it; answers whether it arrived (2xx).
 * A failure records the status or reason and the next attempt (30 s, doubling, at most an hour apart)
 * with its job hinted, until 24 hours after the event: then it is failed for good (replay sends it anew).
 */
export async function deliverWebhook(id: string, options: DeliverOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const token = randomUUID();
  const row = await claim(id, token, now, options.leaseMs ?? CLAIM_LEASE_MS);
  if (!row) return false;
  const prisma = await db();
  const endpoint = await prisma.webhookEndpoint.findUnique({ where: { id: row.endpointId } });
  const attempts = Number(row.attempts);
  if (!endpoint || endpoint.disabledAt) {
    await prisma.webhookDelivery.updateMany({
      where: { id, claimToken: token },
      data: { status: "failed", error: "The endpoint was removed.", claimedAt: null, claimToken: null },
    });
    return false;
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const result = await postWebhook(endpoint.url, row.body, {
    "User-Agent": "BizFund-Webhooks/1",
    [SIGNATURE_HEADER]: signatureHeader(liveSecrets(endpoint, now), timestamp, row.body),
    "BizFund-Event": row.event,
    "BizFund-Event-Id": row.eventId,
    "BizFund-Delivery": row.id,
  });
  if (result.ok) {
    await prisma.webhookDelivery.updateMany({
      where: { id, claimToken: token },
      data: {
        status: "delivered",
        deliveredAt: new Date(),
        responseStatus: result.status,
        error: null,
        claimedAt: null,
        claimToken: null,
      },
    });
    return true;
  }
  const next = new Date(now.getTime() + backoffSeconds(attempts, RETRY_BASE_SECONDS) * 1000);
  const giveUp = next.getTime() > new Date(row.createdAt).getTime() + RETRY_WINDOW_MS;
  await transaction(async (tx) => {
    const updated = await tx.webhookDelivery.updateMany({
      where: { id, claimToken: token },
      data: {
        status: giveUp ? "failed" : "pending",
        responseStatus: result.status,
        error: (giveUp ? `${result.error} Retries ended 24 hours after the event.` : result.error)?.slice(0, 500),
        nextAttemptAt: giveUp ? now : next,
        claimedAt: null,
        claimToken: null,
      },
    });
    if (updated.count && !giveUp)
      afterCommit(tx, {
        job: DELIVER_JOB,
        data: { deliveryId: id },
        startAfterSeconds: (next.getTime() - now.getTime()) / 1000,
      });
  });
  logger.warn({ deliveryId: id, attempts, status: result.status, giveUp }, "webhook delivery failed");
  return false;
}

const SWEEP_CONCURRENCY = 5;

/** The safety net: every pending delivery that is due and unclaimed (a lost hint, a dead worker, a job the queue forgot). */
export async function deliverDueWebhooks(now = new Date(), leaseMs = CLAIM_LEASE_MS): Promise<number> {
  const prisma = await db();
  const due = await prisma.webhookDelivery.findMany({
    where: {
      status: "pending",
      nextAttemptAt: { lte: now },
      OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - leaseMs) } }],
    },
    select: { id: true },
    orderBy: { nextAttemptAt: "asc" },
    take: 100,
  });
  const queue = due.map((d) => d.id);
  let delivered = 0;
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      try {
        if (await deliverWebhook(id, { now, leaseMs })) delivered += 1;
      } catch (error) {
        logger.warn({ deliveryId: id, err: error }, "webhook sweep: delivery threw");
      }
    }
  };
  await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
  return delivered;
}
