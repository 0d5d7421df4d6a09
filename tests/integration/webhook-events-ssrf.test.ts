// Issue #35 item 7 (ADR 073): commission.paid per partner of a paid run, and SSRF refusal: no webhook
// is ever registered for, or sent to, a private, loopback or link-local address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { transaction } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { emitPayoutPaid } from "@/lib/webhooks/emit";
import { createWebhookEndpoint, removeWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { postWebhook } from "@/lib/webhooks/send";
import { isBlockedAddress } from "@/lib/webhooks/ssrf";
import { partnerSession } from "../support/session";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";

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

describe("events", () => {
  it("commission.paid: one event per partner of a paid run, with their total; only to endpoints that chose it", async () => {
    const paid = await createWebhookEndpoint(asUser(users.partnerA), {
      url: `${base}/paid`,
      events: ["commission.paid"],
    });
    const other = await createWebhookEndpoint(asUser(users.partnerA), {
      url: `${base}/other`,
      events: ["offer.received"],
    });
    const lines = await prisma().commission.findMany({ where: { partnerId: users.partnerA.id }, take: 2 });
    expect(lines.length).toBeGreaterThan(0);
    const run = await prisma().payoutRun.create({
      data: {
        reference: "PR-9901",
        periodFrom: new Date("2026-10-01"),
        periodTo: new Date("2026-10-31"),
        status: "paid",
        paidOn: new Date("2026-11-27"),
        totalCents: 0,
        preparedById: users.staff.id,
      },
    });
    await prisma().commission.updateMany({
      where: { id: { in: lines.map((l) => l.id) } },
      data: { payoutRunId: run.id, paid: true },
    });
    expect(await transaction((tx) => emitPayoutPaid(tx, run.id))).toBe(1);
    const d = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: paid.id } });
    const total = lines.reduce((sum, l) => sum + (l.payableCents ?? l.amountCents), 0);
    expect(JSON.parse(d.body)).toMatchObject({
      type: "commission.paid",
      data: {
        payoutRunId: run.id,
        reference: "PR-9901",
        paidOn: "2026-11-27",
        amountCents: total,
        lines: lines.length,
      },
    });
    expect(await prisma().webhookDelivery.count({ where: { endpointId: other.id } })).toBe(0);
    await removeWebhookEndpoint(asUser(users.partnerA), paid.id);
    await removeWebhookEndpoint(asUser(users.partnerA), other.id);
  });
});

describe("SSRF refusal", () => {
  it("refuses loopback, private, link-local and reserved addresses in IPv4 and IPv6", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "::ffff:127.0.0.1",
      "64:ff9b::a00:1",
    ])
      expect(isBlockedAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "2606:4700::1111", "1.1.1.1"]) expect(isBlockedAddress(a), a).toBe(false);
  });

  it("without the test allowlist, an endpoint on a private address is refused at registration and never contacted", async () => {
    allowLoopback(false);
    const partner = asUser(users.partnerB);
    for (const url of [
      `${base}/hook`,
      "https://127.0.0.1/hook",
      "https://10.0.0.5/hook",
      "https://169.254.169.254/latest",
      "https://[::1]/hook",
      "https://localhost/hook",
    ]) {
      await expect(createWebhookEndpoint(partner, { url, events: ["offer.received"] }), url).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(await prisma().webhookEndpoint.count({ where: { partnerId: users.partnerB.id } })).toBe(0);

    // A delivery whose endpoint now points at a private address (registered while allowed) is refused, not sent.
    const sent = await postWebhook(`${base.replace("http:", "https:")}/hook`, "{}", {});
    expect(sent.ok).toBe(false);
    expect(sent.error).toContain("private, loopback or link-local");
    expect(received).toHaveLength(0);
    expect(
      await prisma().auditEvent.count({ where: { action: "webhook_endpoint.created", actorId: users.partnerB.id } }),
    ).toBe(0);
  });
});
