import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/metrics/route";
import { connection, db } from "@/lib/db";
import { clusterLead } from "@/lib/db/cluster-lead";
import { resetEnvForTests } from "@/lib/env";
import { INSTANCE_ID } from "@/lib/observability/log";
import { testDatabase } from "../support/fixtures";

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

describe("metrics across instances (issue #40 item 11, ADR 047)", () => {
  const scrape = async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    resetEnvForTests();
    return (await get(`Bearer ${TOKEN}`)).text();
  };

  it("names the instance, and exports the cluster-wide queue gauges from the lead instance only", async () => {
    const text = await scrape();
    expect(text).toContain(`bizfund_instance_info{instance_id="${INSTANCE_ID}"} 1`);
    expect(text).toContain("bizfund_metrics_lead 1");
    expect(text).toMatch(/^bizfund_email_queue_depth \d+$/m);
    expect(text).toMatch(/^bizfund_job_queue_depth \d+$/m);
  });

  it("on PostgreSQL, another instance holding the lead makes this one leave the cluster gauges out, until it goes", async () => {
    // Another instance: its own lead on the same database. The embedded database has one process.
    const other = clusterLead(connection);
    const postgres = testDatabase().driver === "postgres";
    try {
      // This instance already leads (the scrape above): the other cannot take it.
      await scrape();
      expect(await other.holds()).toBe(!postgres);
      if (postgres) {
        const { registry } = await import("@/lib/observability/metrics");
        const lead = (globalThis as Record<symbol, { release(): Promise<void> }>)[
          Symbol.for("bizfund.metrics-cluster-lead")
        ]!;
        await lead.release();
        expect(await other.holds()).toBe(true);
        const text = await scrape();
        expect(text).toContain("bizfund_metrics_lead 0");
        expect(text).not.toMatch(/^bizfund_email_queue_depth /m);
        expect(text).not.toMatch(/^bizfund_job_queue_depth /m);
        expect(registry().getSingleMetric("bizfund_email_failures")).toBeUndefined();
        await other.release();
        expect(await scrape()).toContain("bizfund_metrics_lead 1");
      }
    } finally {
      await other.release();
    }
  });
});
