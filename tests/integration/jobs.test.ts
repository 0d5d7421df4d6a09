import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createRunner } from "@/lib/jobs";
import { JOBS } from "@/lib/background";
import { pgBossRunner } from "@/lib/jobs/pg-boss";
import type { JobRunner } from "@/lib/jobs/types";
import { deliverDueOutbox, sendMail, setMailTransportForTests } from "@/lib/mail";
import { testDatabase } from "../support/fixtures";

const prisma = () => testDatabase().connection.prisma;
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  setMailTransportForTests(null);
});
afterAll(() => setMailTransportForTests(null));

/** A mail transport that fails `failures` times, then records what it sends. */
function fakeTransport(failures = 0) {
  const sent: { to: string; subject: string }[] = [];
  let left = failures;
  return {
    sent,
    attempts: () => sent.length + (failures - left),
    async sendMail(mail: { to?: unknown; subject?: unknown }) {
      if (left > 0) {
        left -= 1;
        throw new Error("421 try again later");
      }
      sent.push({ to: String(mail.to), subject: String(mail.subject) });
      return {};
    },
  };
}

/** The real job definitions, with retries a second apart (pg-boss's smallest delay) for the test. */
async function runner() {
  const r = await createRunner({ "mail.deliver": { ...JOBS["mail.deliver"], retryDelaySeconds: 1 } });
  runners.push(r);
  await r.start();
  return r;
}

const until = async (check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  expect(await check()).toBe(true);
};

describe("background jobs and e-mail delivery", () => {
  it("uses pg-boss on PostgreSQL and the in-process runner on the embedded database", async () => {
    const r = await createRunner(JOBS);
    expect(r.kind).toBe(testDatabase().driver === "postgres" ? "pg-boss" : "in-process");
  });

  it("delivers an outbox e-mail through a job, retrying failures with backoff until it is sent", async () => {
    const transport = fakeTransport(2);
    setMailTransportForTests(transport);
    const row = await sendMail({ to: "Owner@Example.com", subject: "Your application", text: "Hello" });
    const r = await runner();
    await r.send("mail.deliver", { outboxId: row.id });
    await until(async () => (await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).sentAt !== null);
    const done = await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ attempts: 3, error: null, claimedAt: null });
    expect(transport.sent).toEqual([{ to: "owner@example.com", subject: "Your application" }]);
  });

  it("never loses an e-mail whose job was lost (a crash after the write): the recurring sweep sends it", async () => {
    const transport = fakeTransport();
    setMailTransportForTests(transport);
    const row = await sendMail({ to: "a@example.com", subject: "Crash survivor", text: "t" });
    expect(await deliverDueOutbox(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).sentAt).not.toBeNull();
    expect(await deliverDueOutbox(new Date(Date.now() + 120_000))).toBe(0);
    expect(transport.sent.filter((m) => m.subject === "Crash survivor")).toHaveLength(1);
  });

  it("sends an e-mail exactly once when two instances both run its job", async () => {
    const transport = fakeTransport();
    setMailTransportForTests(transport);
    const row = await sendMail({ to: "b@example.com", subject: "Only once", text: "t" });
    const [a, b] = [await runner(), await runner()];
    await Promise.all([a.send("mail.deliver", { outboxId: row.id }), b.send("mail.deliver", { outboxId: row.id })]);
    await until(async () => (await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).sentAt !== null);
    await new Promise((r) => setTimeout(r, 1500));
    expect(transport.sent.filter((m) => m.subject === "Only once")).toHaveLength(1);
  });

  it("a runner whose start failed half-way (a connection terminated during queue set-up) works after the next start", async () => {
    const transport = fakeTransport();
    setMailTransportForTests(transport);
    const definitions = { "mail.deliver": { ...JOBS["mail.deliver"], retryDelaySeconds: 1 } };
    const { pool } = testDatabase().connection;
    let r: JobRunner;
    if (pool) {
      // The first connection taken for the set-up lock fails, as a terminated one would.
      let fail = true;
      const flaky = new Proxy(pool, {
        get(target, key) {
          if (key === "connect" && fail) {
            fail = false;
            return () => Promise.reject(new Error("Connection terminated unexpectedly"));
          }
          const value = Reflect.get(target, key);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      r = pgBossRunner(flaky, definitions);
      runners.push(r);
      await expect(r.start()).rejects.toThrow(/terminated/);
    } else {
      r = await createRunner(definitions);
      runners.push(r);
    }
    await r.start();
    const row = await sendMail({ to: "c@example.com", subject: "After a failed start", text: "t" });
    await r.send("mail.deliver", { outboxId: row.id });
    await until(async () => (await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).sentAt !== null);
    expect(transport.sent.filter((m) => m.subject === "After a failed start")).toHaveLength(1);
  });
});
