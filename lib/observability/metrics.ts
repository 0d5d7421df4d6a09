import "server-only";
import client from "prom-client";
import { jobQueueDepth } from "@/lib/jobs";
import { outboxCounts } from "@/lib/mail/outbox";

/**
 * Prometheus metrics. The production server (scripts/server.mjs) creates the registry on globalThis
 * and records every request in it; the app adds its gauges (the e-mail queue's depth and failures) and
 * renders it at /api/metrics. prom-client is an external package, so both see the same module.
 */
const REGISTRY = Symbol.for("bizfund.metrics-registry");

export function registry(): client.Registry {
  const store = globalThis as unknown as Record<symbol, client.Registry | undefined>;
  store[REGISTRY] ??= new client.Registry();
  return store[REGISTRY];
}

function gauge(r: client.Registry, name: string, help: string): client.Gauge {
  return (r.getSingleMetric(name) as client.Gauge | undefined) ?? new client.Gauge({ name, help, registers: [r] });
}

/** The registry's text, with the app's gauges read now. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const r = registry();
  const [outbox, jobs] = await Promise.all([outboxCounts(), jobQueueDepth()]);
  gauge(r, "bizfund_job_queue_depth", "Background jobs waiting or retrying").set(jobs);
  gauge(r, "bizfund_email_queue_depth", "E-mails in the outbox not yet sent").set(outbox.waiting);
  gauge(r, "bizfund_email_failures", "E-mails in the outbox whose last attempt failed").set(outbox.failed);
  return { contentType: r.contentType, body: await r.metrics() };
}
