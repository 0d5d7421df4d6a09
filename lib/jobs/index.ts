import "server-only";
import type pg from "pg";
import { connection } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/log";
import { inProcessRunner } from "./in-process";
import { pgBossRunner } from "./pg-boss";
import type { JobDefinitions, JobRunner, SendOptions } from "./types";

/**
 * The process's job runner: pg-boss on PostgreSQL (shared, durable), the in-process runner on the
 * embedded database. Started at server start with every domain's definitions (lib/background, from
 * instrumentation.ts) and stopped by the graceful shutdown; a job sent where no runner was started
 * (a script) waits for the recurring sweeps.
 */
const globalRef = globalThis as unknown as { __bizfundJobs?: { runner: JobRunner; started: boolean } };

export async function createRunner(definitions: JobDefinitions): Promise<JobRunner> {
  const c = await connection();
  return c.kind === "postgres" && c.pool
    ? pgBossRunner(await jobsPool(c.pool), definitions)
    : inProcessRunner(definitions);
}

/**
 * pg-boss's pool: the app's, or a small one of its own on DIRECT_DATABASE_URL when requests go
 * through a transaction-mode pooler, which would break its advisory locks (docs/deploy.md).
 */
export async function jobsPool(appPool: pg.Pool, direct = env().DIRECT_DATABASE_URL): Promise<pg.Pool> {
  if (!direct) return appPool;
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: direct, max: 4, idleTimeoutMillis: 30_000 });
  pool.on("error", (error) => logger.error({ err: error }, "pg-boss connection closed by the server"));
  return pool;
}

export async function startJobs(definitions: JobDefinitions): Promise<JobRunner> {
  globalRef.__bizfundJobs ??= { runner: await createRunner(definitions), started: false };
  const jobs = globalRef.__bizfundJobs;
  if (!jobs.started) {
    await jobs.runner.start();
    jobs.started = true;
    logger.info({ runner: jobs.runner.kind }, "background jobs started");
  }
  return jobs.runner;
}

export async function stopJobs(): Promise<void> {
  const jobs = globalRef.__bizfundJobs;
  if (!jobs?.started) return;
  jobs.started = false;
  await jobs.runner.stop();
}

/** Queue a job. Without a started runner it is left to the recurring sweep (the record is the truth). */
export async function enqueue(name: string, data: unknown, options?: SendOptions): Promise<void> {
  const jobs = globalRef.__bizfundJobs;
  if (!jobs?.started) return;
  try {
    await jobs.runner.send(name, data, options);
  } catch (error) {
    // The work's own record (the outbox row, the submission) is already committed: the sweep picks it up.
    logger.warn({ job: name, err: error }, "could not enqueue job; the recurring sweep will pick it up");
  }
}

/** Jobs waiting or retrying in this process's runner (0 when none started), for the metrics. */
export async function jobQueueDepth(): Promise<number> {
  const jobs = globalRef.__bizfundJobs;
  return jobs?.started ? jobs.runner.depth() : 0;
}

/** Tests: forget the process's runner (after stopping it). */
export function resetJobsForTests() {
  globalRef.__bizfundJobs = undefined;
}
