import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/metrics/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";

const TOKEN = "t".repeat(32);
const get = (authorization?: string) =>
  GET(new Request("http://127.0.0.1:3000/api/metrics", authorization ? { headers: { authorization } } : {}));

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    expect((await get(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("answers the Prometheus text to the configured bearer token only, with the e-mail queue's depth and failures", async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    resetEnvForTests();
    const prisma = await db();
    await prisma.outboxEmail.createMany({
      data: [
        { to: "a@example.com", subject: "s", text: "t" },
        { to: "b@example.com", subject: "s", text: "t", error: "SMTP 550" },
        { to: "c@example.com", subject: "s", text: "t", sentAt: new Date() },
      ],
    });
    const waiting = await prisma.outboxEmail.count({ where: { sentAt: null } });
    const failed = await prisma.outboxEmail.count({ where: { sentAt: null, error: { not: null } } });
    expect((await get()).status).toBe(401);
    expect((await get("Bearer wrong-token")).status).toBe(401);
    const res = await get(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain(`bizfund_email_queue_depth ${waiting}`);
    expect(text).toContain(`bizfund_email_failures ${failed}`);
    expect(failed).toBeGreaterThanOrEqual(1);
  });
});
