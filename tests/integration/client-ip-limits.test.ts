import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as submitApplication } from "@/app/api/applications/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as newsletter } from "@/app/api/newsletter/route";
import { POST as partnerApplication } from "@/app/api/partner-applications/route";
import { purgeExpiredRateLimits, rateLimit, setLastPurgeForTests } from "@/lib/http/rate-limit";
import { JOBS } from "@/lib/background";
import { PEER_HEADER, setSocketPeerServerForTests } from "@/lib/http/request";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

/**
 * Item 3: the limits key on the socket's address (the peer header scripts/server.mjs sets), not on
 * X-Forwarded-For, which the client writes; and per target address where mail goes to one.
 */
const prisma = () => testDatabase().connection.prisma;
let n = 0;
/** A request as scripts/server.mjs hands it on: from `peer`, with a forged X-Forwarded-For that changes every time. */
const from = (peer: string, method: string, path: string, body: unknown) =>
  apiRequest(method, path, body, {
    [PEER_HEADER]: peer,
    "x-forwarded-for": `10.${n % 250}.${++n % 250}.7`,
    "x-real-ip": `192.0.2.${n % 250}`,
  });

const contactBody = (email = `c.${randomUUID().slice(0, 8)}@example.com`) => ({
  name: "Jane Citizen",
  email,
  subject: "Loan question",
  message: "Hello there",
});
const wizardBody = wizardAnswers;

beforeAll(async () => {
  await seedDemo();
  setSocketPeerServerForTests(true);
});
afterAll(() => setSocketPeerServerForTests(false));
beforeEach(() => {
  actAs(null);
  delete process.env.TRUSTED_PROXIES;
});

describe("rotating X-Forwarded-For does not escape a limit", () => {
  it("wizard submissions: 10 an hour per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await submitApplication(from("203.0.113.10", "POST", "/api/applications", wizardBody()))).status);
    expect(statuses.slice(0, 10).filter((s) => s === 429)).toEqual([]);
    expect(statuses[10]).toBe(429);
    // Another visitor (the old code put every visitor without a proxy in one bucket) is unaffected.
    expect((await submitApplication(from("203.0.113.11", "POST", "/api/applications", wizardBody()))).status).not.toBe(
      429,
    );
  });

  it("contact form: 5 per 10 minutes per address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await contact(from("203.0.113.20", "POST", "/api/contact", contactBody()))).status).toBe(201);
    const refused = await contact(from("203.0.113.20", "POST", "/api/contact", contactBody()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await contact(from("203.0.113.21", "POST", "/api/contact", contactBody()))).status).toBe(201);
  });

  it("newsletter: 5 per 10 minutes per address", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await newsletter(
            from("203.0.113.30", "POST", "/api/newsletter", { email: `n${i}.${randomUUID().slice(0, 6)}@example.com` }),
          )
        ).status,
      ).toBe(202);
    expect(
      (await newsletter(from("203.0.113.30", "POST", "/api/newsletter", { email: "fresh@example.com" }))).status,
    ).toBe(429);
    expect(
      (await newsletter(from("203.0.113.31", "POST", "/api/newsletter", { email: "fresh@example.com" }))).status,
    ).toBe(202);
  });

  it("an IPv4-mapped peer is the same caller as its IPv4 form, and an IPv6 /64 is one caller", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await contact(from(i % 2 ? "::ffff:203.0.113.40" : "203.0.113.40", "POST", "/api/contact", contactBody())))
          .status,
      ).toBe(201);
    expect((await contact(from("203.0.113.40", "POST", "/api/contact", contactBody()))).status).toBe(429);
    for (let i = 0; i < 5; i++)
      expect((await contact(from(`2001:db8:1:2::${i + 1}`, "POST", "/api/contact", contactBody()))).status).toBe(201);
    expect((await contact(from("2001:db8:1:2:ffff::99", "POST", "/api/contact", contactBody()))).status).toBe(429);
    expect((await contact(from("2001:db8:1:3::1", "POST", "/api/contact", contactBody()))).status).toBe(201);
  });

  it("behind a trusted proxy the proxy's last hop is the caller, whatever the client prepended", async () => {
    process.env.TRUSTED_PROXIES = "loopback";
    const viaProxy = (forged: string) =>
      apiRequest("POST", "/api/contact", contactBody(), {
        [PEER_HEADER]: "127.0.0.1",
        "x-forwarded-for": `${forged}, 198.51.100.50`,
      });
    for (let i = 0; i < 5; i++) expect((await contact(viaProxy(`6.6.6.${i}`))).status).toBe(201);
    expect((await contact(viaProxy("6.6.6.99"))).status).toBe(429);
    // The proxy's other clients keep their own budgets.
    const other = apiRequest("POST", "/api/contact", contactBody(), {
      [PEER_HEADER]: "127.0.0.1",
      "x-forwarded-for": "198.51.100.51",
    });
    expect((await contact(other)).status).toBe(201);
  });
});

describe("per-target limits: one address cannot be flooded from many callers", () => {
  it("newsletter: at most 3 confirmation e-mails a day to one address", async () => {
    const victim = "victim.newsletter@example.com";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await newsletter(
            from(`198.18.0.${i + 1}`, "POST", "/api/newsletter", { email: i % 2 ? victim.toUpperCase() : victim }),
          )
        ).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    expect(await prisma().outboxEmail.count({ where: { to: victim } })).toBe(3);
    // The limit table keys on a hash: it never holds the address itself.
    expect(await prisma().rateLimit.count({ where: { key: { contains: "victim" } } })).toBe(0);
    const refused = await newsletter(from("198.18.0.99", "POST", "/api/newsletter", { email: victim }));
    const body = (await refused.json()) as { message: string; fields: Record<string, string[]> };
    expect(body.fields.email?.[0]).toBe(body.message);
    expect(body.message).toMatch(/already sent confirmation e-mails to this address today/);
  });

  it("contact form: at most 5 messages a day from one sender address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await contact(from(`198.18.1.${i + 1}`, "POST", "/api/contact", contactBody("sender@example.com")))).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("partner applications: at most 3 a day from one address", async () => {
    const body = {
      source: "partner_program",
      businessName: "Acme Brokers",
      contactName: "Jo Citizen",
      email: "jo.partner@example.com",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await partnerApplication(from(`198.18.2.${i + 1}`, "POST", "/api/partner-applications", body))).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe("expired rate-limit rows are purged", () => {
  const keys = async () =>
    (await prisma().rateLimit.findMany({ where: { key: { startsWith: "purge-test:" } }, orderBy: { key: "asc" } })).map(
      (r) => r.key,
    );
  const seedRows = async () => {
    await prisma().rateLimit.deleteMany({ where: { key: { startsWith: "purge-test:" } } });
    await prisma().rateLimit.createMany({
      data: [
        { key: "purge-test:ended", count: 3, resetAt: new Date(Date.now() - 60_000) },
        { key: "purge-test:ended-long-ago", count: 9, resetAt: new Date("2020-01-01T00:00:00Z") },
        { key: "purge-test:open", count: 1, resetAt: new Date(Date.now() + 3_600_000) },
      ],
    });
  };

  it("purgeExpiredRateLimits deletes ended windows only", async () => {
    await seedRows();
    expect(await purgeExpiredRateLimits()).toBeGreaterThanOrEqual(2);
    expect(await keys()).toEqual(["purge-test:open"]);
  });

  it("a rate-limit check purges when the last purge is old enough, and not on every call", async () => {
    await seedRows();
    setLastPurgeForTests(Date.now());
    await rateLimit("purge-test:check", 10, 60);
    expect(await keys()).toEqual([
      "purge-test:check",
      "purge-test:ended",
      "purge-test:ended-long-ago",
      "purge-test:open",
    ]);
    setLastPurgeForTests(0);
    await rateLimit("purge-test:check", 10, 60);
    expect(await keys()).toEqual(["purge-test:check", "purge-test:open"]);
  });

  it("the recurring maintenance job purges ended windows", async () => {
    await seedRows();
    await JOBS["maintenance.purge"].run();
    expect(await keys()).toEqual(["purge-test:open"]);
  });
});
