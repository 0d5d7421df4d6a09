import "server-only";
import client from "prom-client";
import { connection } from "@/lib/db";
import { clusterLead, type ClusterLead } from "@/lib/db/cluster-lead";
import { jobQueueDepth } from "@/lib/jobs";
import { outboxCounts } from "@/lib/mail/outbox";
import { INSTANCE_ID } from "./log";
import { onShutdown } from "./shutdown";

/**
 * Prometheus metrics. The production server (scripts/server.mjs) creates the registry on globalThis
 * and records every request in it; the app adds its gauges (the e-mail queue's depth and failures) and
 * renders it at /api/metrics. prom-client is an external package, so both see the same module.
 */
const REGISTRY = Symbol.for("bizfund.metrics-registry");
const LEAD = Symbol.for("bizfund.metrics-cluster-lead");

export function registry(): client.Registry {
  const store = globalThis as unknown as Record<symbol, client.Registry | undefined>;
  store[REGISTRY] ??= new client.Registry();
  return store[REGISTRY];
}

function gauge(r: client.Registry, name: string, help: string, labelNames: string[] = []): client.Gauge {
  return (
    (r.getSingleMetric(name) as client.Gauge | undefined) ??
    new client.Gauge({ name, help, labelNames, registers: [r] })
  );
}

/** The cluster-wide gauges: the same database values, whichever instance reads them. */
const CLUSTER_GAUGES = {
  bizfund_job_queue_depth: "Background jobs waiting or retrying (cluster-wide; exported by the lead instance only)",
  bizfund_email_queue_depth: "E-mails in the outbox not yet sent (cluster-wide; exported by the lead instance only)",
  bizfund_email_failures:
    "E-mails in the outbox whose last attempt failed (cluster-wide; exported by the lead instance only)",
} as const;

function lead(): ClusterLead {
  const store = globalThis as unknown as Record<symbol, ClusterLead | undefined>;
  if (!store[LEAD]) {
    const created = clusterLead(connection);
    store[LEAD] = created;
    onShutdown(() => created.release());
  }
  return store[LEAD];
}

/**
 * The registry's text. Per-instance series (requests, durations, the process) come from every
 * instance; the cluster-wide gauges (queues read from the shared database) only from the instance
 * that holds the cluster lead, so `sum()` over instances counts each job and e-mail once (ADR 047).
 * `bizfund_metrics_lead` says which instance that is (1) and `bizfund_instance_info` names each one.
 */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const r = registry();
  gauge(r, "bizfund_instance_info", "This instance (INSTANCE_ID, else host name and process id)", ["instance_id"]).set(
    { instance_id: INSTANCE_ID },
    1,
  );
  const leads = await lead()
    .holds()
    .catch(() => false);
  gauge(r, "bizfund_metrics_lead", "1 on the instance that exports the cluster-wide gauges").set(leads ? 1 : 0);
  if (leads) {
    const [outbox, jobs] = await Promise.all([outboxCounts(), jobQueueDepth()]);
    gauge(r, "bizfund_job_queue_depth", CLUSTER_GAUGES.bizfund_job_queue_depth).set(jobs);
    gauge(r, "bizfund_email_queue_depth", CLUSTER_GAUGES.bizfund_email_queue_depth).set(outbox.waiting);
    gauge(r, "bizfund_email_failures", CLUSTER_GAUGES.bizfund_email_failures).set(outbox.failed);
  } else {
    for (const name of Object.keys(CLUSTER_GAUGES)) r.removeSingleMetric(name);
  }
  return { contentType: r.contentType, body: await r.metrics() };
}
