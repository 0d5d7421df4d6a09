// Issue #35 item 7 (ADR 073): webhook deliveries written with the change that causes them, signed
// (t=…,v1=… over `${t}.${body}`), sent exactly once, retried with backoff for 24 hours, replayable;
// secrets rotate with overlap; no request ever goes to a private, loopback or link-local address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordStatusMove } from "@/lib/applications/transition";
import { transaction } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { deliverWebhook, RETRY_BASE_SECONDS } from "@/lib/webhooks/deliver";
import {
  createWebhookEndpoint,
  removeWebhookEndpoint,
  replayWebhookDelivery,
  rotateWebhookSecret,
} from "@/lib/webhooks/endpoints";
import { postWebhook } from "@/lib/webhooks/send";
import { verifySignature } from "@/lib/webhooks/sign";
import { partnerSession } from "../support/session";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const asUser = partnerSession;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end("ok");
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    received.push({ path: req.url ?? "", headers: req.headers, body });
    answer(req, res);
  });
});
let base = "";

const allowLoopback = (on: boolean) => {
  if (on) process.env.WEBHOOK_TEST_ALLOW_HOSTS = "127.0.0.1";
  else delete process.env.WEBHOOK_TEST_ALLOW_HOSTS;
  resetEnvForTests();
};

beforeAll(async () => {
  users = await seedDemo();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  allowLoopback(false);
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  allowLoopback(true);
  received.length = 0;
  answer = (_req, res) => res.end("ok");
});

/** A status move on one of the partner's applications, through the one function every move uses. */
async function moveStatus(partner: DemoUser, fail = false) {
  const app = await prisma().application.findFirstOrThrow({
    where: { partnerId: partner.id, status: { in: ["submitted", "under_review"] } },
  });
  const to = app.status === "under_review" ? "submitted" : "under_review";
  await transaction(async (tx) => {
    await recordStatusMove(tx, { id: app.id, from: app.status, version: app.version }, to, { actor: null });
    if (fail) throw new Error("rolled back");
  }).catch((e: Error) => {
    if (!fail) throw e;
  });
  return { app, to };
}

describe("webhook deliveries", () => {
  it("a status change writes one delivery per subscribed endpoint with the change; it is signed and sent exactly once", async () => {
    const ep = await createWebhookEndpoint(asUser(users.partnerA), {
      url: `${base}/hook`,
      events: ["application.status_changed"],
    });
    expect(ep.secret).toMatch(/^whsec_/);
    const stored = await prisma().webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(stored.secret).not.toContain(ep.secret); // encrypted at rest

    // A change that rolls back leaves no delivery.
    await moveStatus(users.partnerA, true);
    expect(await prisma().webhookDelivery.count({ where: { endpointId: ep.id } })).toBe(0);

    const { app, to } = await moveStatus(users.partnerA);
    const d = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: ep.id } });
    expect(JSON.parse(d.body)).toMatchObject({
      type: "application.status_changed",
      id: d.eventId,
      data: { applicationId: app.id, applicationNumber: app.number, status: to, from: app.status, to },
    });

    expect(await deliverWebhook(d.id)).toBe(true);
    expect(await deliverWebhook(d.id)).toBe(false); // already delivered: never twice
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.body).toBe(d.body);
    expect(hit!.headers["bizfund-event"]).toBe("application.status_changed");
    const signature = String(hit!.headers["bizfund-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(signature, ep.secret, hit!.body)).toBe(true);
    expect(verifySignature(signature, "whsec_wrong", hit!.body)).toBe(false);
    expect(verifySignature(signature, ep.secret, hit!.body.replace("}", " }"))).toBe(false);
    expect(await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: d.id } })).toMatchObject({
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
    });
    // Partner B has no endpoint: nothing for them; partner B cannot replay A's delivery.
    await expect(replayWebhookDelivery(asUser(users.partnerB), d.id)).rejects.toMatchObject({ status: 404 });
    await removeWebhookEndpoint(asUser(users.partnerA), ep.id);
  });

  it("a 500 is retried with exponential backoff, then delivered; past 24 hours it is failed and can be replayed", async () => {
    const ep = await createWebhookEndpoint(asUser(users.partnerA), {
      url: `${base}/flaky`,
      events: ["application.status_changed"],
    });
    await moveStatus(users.partnerA);
    const d = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: ep.id } });
    answer = (_req, res) => {
      res.statusCode = 500;
      res.end("down");
    };
    const t0 = new Date();
    expect(await deliverWebhook(d.id, { now: t0 })).toBe(false);
    let row = await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: d.id } });
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      responseStatus: 500,
      error: "The endpoint answered 500.",
    });
    expect(row.nextAttemptAt.getTime() - t0.getTime()).toBe(RETRY_BASE_SECONDS * 1000);
    // Not due yet: nothing is sent.
    expect(await deliverWebhook(d.id, { now: new Date(t0.getTime() + 1000) })).toBe(false);
    expect(received).toHaveLength(1);
    const t1 = new Date(t0.getTime() + 31_000);
    expect(await deliverWebhook(d.id, { now: t1 })).toBe(false);
    row = await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: d.id } });
    expect(row.nextAttemptAt.getTime() - t1.getTime()).toBe(2 * RETRY_BASE_SECONDS * 1000);
    answer = (_req, res) => res.end("ok");
    expect(await deliverWebhook(d.id, { now: new Date(t1.getTime() + 61_000) })).toBe(true);
    expect(await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: d.id } })).toMatchObject({
      status: "delivered",
      attempts: 3,
    });

    // An event 24 hours old whose next attempt would fall outside the window: failed for good.
    await moveStatus(users.partnerA);
    const late = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: ep.id, status: "pending" } });
    await prisma().webhookDelivery.update({
      where: { id: late.id },
      data: { createdAt: new Date(Date.now() - 24 * 3600_000 + 10_000) },
    });
    answer = (_req, res) => {
      res.statusCode = 503;
      res.end();
    };
    expect(await deliverWebhook(late.id)).toBe(false);
    const failed = await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: late.id } });
    expect(failed.status).toBe("failed");
    expect(failed.error).toContain("Retries ended 24 hours after the event");

    answer = (_req, res) => res.end("ok");
    const replay = await replayWebhookDelivery(asUser(users.partnerA), late.id);
    const copy = await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: replay.id } });
    expect(copy).toMatchObject({ eventId: late.eventId, body: late.body, replayOfId: late.id, status: "pending" });
    expect(await deliverWebhook(replay.id)).toBe(true);
    await removeWebhookEndpoint(asUser(users.partnerA), ep.id);
  });

  it("a redirect is a failure, never followed; a slow endpoint times out", async () => {
    answer = (_req, res) => {
      res.statusCode = 302;
      res.setHeader("Location", `${base}/elsewhere`);
      res.end();
    };
    const redirect = await postWebhook(`${base}/moved`, "{}", {});
    expect(redirect).toMatchObject({ ok: false, status: 302 });
    expect(redirect.error).toContain("redirects are not followed");
    expect(received.map((r) => r.path)).toEqual(["/moved"]);

    answer = (_req, res) => setTimeout(() => res.end("late"), 1500);
    const slow = await postWebhook(`${base}/slow`, "{}", {}, 300);
    expect(slow).toMatchObject({ ok: false, status: null });
    expect(slow.error).toContain("did not answer within 0.3 seconds");
  });

  it("a rotated secret signs beside the new one during the overlap, then stops", async () => {
    const ep = await createWebhookEndpoint(asUser(users.partnerA), {
      url: `${base}/rotate`,
      events: ["application.status_changed"],
    });
    const rotated = await rotateWebhookSecret(asUser(users.partnerA), ep.id);
    expect(rotated.secret).not.toBe(ep.secret);
    await moveStatus(users.partnerA);
    const d = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: ep.id } });
    expect(await deliverWebhook(d.id)).toBe(true);
    const header = String(received.at(-1)!.headers["bizfund-signature"]);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(header, ep.secret, received.at(-1)!.body)).toBe(true);
    expect(verifySignature(header, rotated.secret, received.at(-1)!.body)).toBe(true);

    const after = new Date(rotated.previousSecretUntil.getTime() + 1000);
    const replay = await replayWebhookDelivery(asUser(users.partnerA), d.id);
    expect(await deliverWebhook(replay.id, { now: after })).toBe(true);
    const later = String(received.at(-1)!.headers["bizfund-signature"]);
    const opts = { now: Math.floor(after.getTime() / 1000) };
    expect(later.match(/v1=/g)).toHaveLength(1);
    expect(verifySignature(later, ep.secret, received.at(-1)!.body, opts)).toBe(false);
    expect(verifySignature(later, rotated.secret, received.at(-1)!.body, opts)).toBe(true);
    await removeWebhookEndpoint(asUser(users.partnerA), ep.id);
  });
});
