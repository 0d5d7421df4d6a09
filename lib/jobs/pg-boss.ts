import type pg from "pg";
import PgBoss from "pg-boss";
import { logger } from "@/lib/observability/log";
import type { JobDefinitions, JobRunner } from "./types";
import { startWorkLoop, type WorkLoop } from "./work-loop";

/** Advisory-lock key for setting up queues and schedules (any constant not used elsewhere). */
const QUEUE_SETUP_LOCK = 7_318_204_611;
/** How long an idle queue waits before asking again; a job sent by this instance wakes it at once. */
const IDLE_MS = 1000;
/** Recurring jobs fire once a minute at most (cron): their queues are asked less often. */
const IDLE_RECURRING_MS = 5000;

/**
 * PostgreSQL's runner: pg-boss (its tables in the `pgboss` schema of our database, through our own
 * pool). Jobs survive restarts, every instance works the same queues, and each job is taken by exactly
 * one worker (SKIP LOCKED). Each queue is worked by our own loop (work-loop.ts): batches of up to its
 * `concurrency`, fetched again without waiting while there is work. Recurring jobs use pg-boss's cron
 * schedules, which fire once per tick for the whole cluster, not once per instance.
 */
export function pgBossRunner(pool: pg.Pool, definitions: JobDefinitions): JobRunner {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values as never[]) },
    schema: "pgboss",
    supervise: true,
    schedule: true,
  });
  boss.on("error", (error) => logger.error({ err: error }, "pg-boss error"));
  let bossStarted = false;
  let started = false;
  const names = Object.keys(definitions);
  const loops = new Map<string, WorkLoop>();

  const work = (name: string) => {
    const d = definitions[name]!;
    return startWorkLoop<PgBoss.Job<unknown>>(
      {
        fetch: async (max) => (await boss.fetch(name, { batchSize: max })) ?? [],
        run: (job) => d.run(job.data as never),
        complete: async (jobs) =>
          void (await boss.complete(
            name,
            jobs.map((job) => job.id),
          )),
        fail: async (job, error) => {
          logger.warn({ job: name, err: error }, "job failed");
          await boss.fail(name, job.id, { message: String(error).slice(0, 500) });
        },
      },
      {
        concurrency: d.concurrency ?? 1,
        idleMs: d.everySeconds ? IDLE_RECURRING_MS : IDLE_MS,
        onError: (error) => logger.error({ job: name, err: error }, "job queue error"),
      },
    );
  };

  return {
    kind: "pg-boss",
    async start() {
      if (started) return;
      if (!bossStarted) await boss.start();
      bossStarted = true;
      // Instances starting together would create the same queues at once, and pg-boss's
      // create_queue can deadlock against itself: one instance at a time, under our advisory lock.
      // A failure anywhere below leaves nothing half-started: start() runs it all again.
      const lock = await pool.connect();
      let lost: Error | undefined;
      // A connection terminated while it holds the lock must not become an uncaught exception.
      lock.on("error", (error) => (lost = error));
      try {
        await lock.query("SELECT pg_advisory_lock($1)", [QUEUE_SETUP_LOCK]);
        for (const name of names) {
          const d = definitions[name]!;
          if (!(await boss.getQueue(name)))
            await boss.createQueue(name, {
              name,
              retryLimit: d.retryLimit ?? 5,
              retryDelay: d.retryDelaySeconds ?? 30,
              retryBackoff: true,
            });
          // Whole minutes (cron); a recurring job more often than once a minute runs every minute.
          if (d.everySeconds) await boss.schedule(name, `*/${Math.max(1, Math.round(d.everySeconds / 60))} * * * *`);
        }
      } finally {
        await lock.query("SELECT pg_advisory_unlock($1)", [QUEUE_SETUP_LOCK]).catch(() => undefined);
        lock.release(lost);
      }
      for (const name of names) loops.set(name, work(name));
      started = true;
    },
    async stop() {
      started = false;
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
      loops.clear();
      if (bossStarted) await boss.stop({ graceful: true, wait: true, close: false });
      bossStarted = false;
    },
    async send(name, data, options) {
      const d = definitions[name];
      if (!d) throw new Error(`Unknown job ${name}`);
      const startAfter = options?.startAfterSeconds;
      await boss.send(name, data as object, startAfter ? { startAfter } : {});
      if (!startAfter) loops.get(name)?.wake();
    },
    async depth() {
      let total = 0;
      for (const name of names) total += await boss.getQueueSize(name);
      return total;
    },
  };
}
