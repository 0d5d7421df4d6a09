import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { afterCommit, db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { encryptField } from "@/lib/security";
import { SECRET_FIELD } from "./deliver";
import { DELIVER_JOB } from "./emit";
import type { EndpointCreateInput } from "./schema";
import { assertWebhookUrl, WebhookTargetError } from "./ssrf";

/** Endpoints one partner may have at once. */
export const MAX_ENDPOINTS = 5;
/** After a rotation the previous secret also signs for this long. */
export const ROTATION_OVERLAP_HOURS = 24;

const newSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;
const NOT_FOUND = "Webhook endpoint not found.";

const ENDPOINT_FIELDS = { id: true, url: true, events: true, previousSecretUntil: true, createdAt: true } as const;

/** The partner's live endpoints and their newest deliveries (the delivery log). */
export async function listWebhooks(user: SessionUser, take = 50) {
  const prisma = await db();
  const [endpoints, deliveries] = await Promise.all([
    prisma.webhookEndpoint.findMany({
      where: { partnerId: user.id, disabledAt: null },
      orderBy: { createdAt: "asc" },
      select: ENDPOINT_FIELDS,
    }),
    prisma.webhookDelivery.findMany({
      where: { endpoint: { partnerId: user.id } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        event: true,
        eventId: true,
        status: true,
        attempts: true,
        responseStatus: true,
        error: true,
        nextAttemptAt: true,
        deliveredAt: true,
        replayOfId: true,
        createdAt: true,
        endpoint: { select: { url: true, disabledAt: true } },
      },
    }),
  ]);
  return { endpoints, deliveries };
}

/** The URL checked as a delivery would be (https, public addresses only); the form's field error if not. */
async function checkedUrl(url: string) {
  try {
    return (await assertWebhookUrl(url)).toString();
  } catch (error) {
    if (error instanceof WebhookTargetError)
      throw new AppError("bad_request", error.message, { fields: { url: [error.message] } });
    throw error;
  }
}

/** A new endpoint; its signing secret is answered once, here (stored encrypted). */
export async function createWebhookEndpoint(user: SessionUser, input: EndpointCreateInput, ip?: string) {
  const url = await checkedUrl(input.url);
  const secret = newSecret();
  const endpoint = await transaction(async (tx) => {
    const live = await tx.webhookEndpoint.count({ where: { partnerId: user.id, disabledAt: null } });
    if (live >= MAX_ENDPOINTS)
      throw new AppError("conflict", `You have ${MAX_ENDPOINTS} endpoints. Remove one before adding another.`);
    const row = await tx.webhookEndpoint.create({
      data: { partnerId: user.id, url, events: [...new Set(input.events)], secret: encryptField(secret, SECRET_FIELD) },
      select: ENDPOINT_FIELDS,
    });
    await audit(tx, {
      actor: user,
      action: "webhook_endpoint.created",
      entity: "WebhookEndpoint",
      entityId: row.id,
      after: { url: row.url, events: row.events },
      ip,
    });
    return row;
  });
  return { ...endpoint, secret };
}

/**
 * A new signing secret; the old one keeps signing beside it for ROTATION_OVERLAP_HOURS, so the
 * partner's receiver can accept either while it switches over. Answered once.
 */
export async function rotateWebhookSecret(user: SessionUser, endpointId: string, ip?: string, now = new Date()) {
  const secret = newSecret();
  const until = new Date(now.getTime() + ROTATION_OVERLAP_HOURS * 3600_000);
  await transaction(async (tx) => {
    const row = await tx.webhookEndpoint.findUnique({ where: { id: endpointId } });
    if (!row || row.partnerId !== user.id || row.disabledAt) throw new AppError("not_found", NOT_FOUND);
    await tx.webhookEndpoint.update({
      where: { id: endpointId },
      data: { secret: encryptField(secret, SECRET_FIELD), previousSecret: row.secret, previousSecretUntil: until },
    });
    await audit(tx, {
      actor: user,
      action: "webhook_endpoint.secret_rotated",
      entity: "WebhookEndpoint",
      entityId: endpointId,
      after: { previousSecretUntil: until },
      ip,
    });
  });
  return { secret, previousSecretUntil: until };
}

/** Removed: nothing more is sent to it (pending deliveries fail); its log stays. */
export async function removeWebhookEndpoint(user: SessionUser, endpointId: string, ip?: string) {
  await transaction(async (tx) => {
    const row = await tx.webhookEndpoint.findUnique({ where: { id: endpointId } });
    if (!row || row.partnerId !== user.id || row.disabledAt) throw new AppError("not_found", NOT_FOUND);
    await tx.webhookEndpoint.update({ where: { id: endpointId }, data: { disabledAt: new Date() } });
    await tx.webhookDelivery.updateMany({
      where: { endpointId, status: "pending" },
      data: { status: "failed", error: "The endpoint was removed." },
    });
    await audit(tx, {
      actor: user,
      action: "webhook_endpoint.removed",
      entity: "WebhookEndpoint",
      entityId: endpointId,
      before: { url: row.url, events: row.events },
      ip,
    });
  });
}

/** The same event sent again as a new delivery (same event id and body, a fresh signature), to a live endpoint. */
export async function replayWebhookDelivery(user: SessionUser, deliveryId: string, ip?: string) {
  return transaction(async (tx) => {
    const d = await tx.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { endpoint: { select: { partnerId: true, disabledAt: true } } },
    });
    if (!d || d.endpoint.partnerId !== user.id) throw new AppError("not_found", "Delivery not found.");
    if (d.endpoint.disabledAt) throw new AppError("conflict", "That endpoint was removed: nothing can be sent to it.");
    const replay = await tx.webhookDelivery.create({
      data: { endpointId: d.endpointId, eventId: d.eventId, event: d.event, body: d.body, replayOfId: d.id },
      select: { id: true, event: true, createdAt: true },
    });
    await audit(tx, {
      actor: user,
      action: "webhook_delivery.replayed",
      entity: "WebhookDelivery",
      entityId: replay.id,
      after: { replayOf: d.id, event: d.event, eventId: d.eventId },
      ip,
    });
    afterCommit(tx, { job: DELIVER_JOB, data: { deliveryId: replay.id } });
    return replay;
  });
}
