import { logger } from "@/lib/observability/log";
import { backoffSeconds, type JobDefinitions, type JobRunner } from "./types";

interface Pending {
  name: string;
  data: unknown;
  attempt: number;
}

/**
 * The embedded database's runner: one process owns the database, so the queue lives in memory.
 * Jobs run one at a time in arrival order; a failure is retried after a backoff timer; recurring jobs
 * run on unref'd intervals. What a crash would lose is recovered by the recurring jobs from their own
 * records (the outbox), exactly as on pg-boss.
 */
export function inProcessRunner(definitions: JobDefinitions, options: { delayScale?: number } = {}): JobRunner {
  const scale = options.delayScale ?? 1000;
  const queue: Pending[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<void> | null = null;
  let started = false;
  let waitingRetries = 0;

  /** Queue a job after `delay` ms on an unref'd timer; it counts as waiting meanwhile. */
  const later = (job: Pending, delay: number) => {
    waitingRetries += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      waitingRetries -= 1;
      queue.push(job);
      drain();
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  const drain = () => {
    if (running || !started) return;
    running = (async () => {
      while (started && queue.length) {
        const job = queue.shift()!;
        const definition = definitions[job.name];
        if (!definition) {
          logger.error({ job: job.name }, "job has no definition");
          continue;
        }
        try {
          await definition.run(job.data as never);
        } catch (error) {
          const limit = definition.retryLimit ?? 5;
          if (job.attempt > limit) {
            logger.error({ job: job.name, attempt: job.attempt, err: error }, "job failed for good");
            continue;
          }
          const delay = backoffSeconds(job.attempt, definition.retryDelaySeconds ?? 30) * scale;
          logger.warn({ job: job.name, attempt: job.attempt, retryInMs: delay, err: error }, "job failed; will retry");
          later({ ...job, attempt: job.attempt + 1 }, delay);
        }
      }
    })().finally(() => {
      running = null;
      if (started && queue.length) drain();
    });
  };

  return {
    kind: "in-process",
    async start() {
      if (started) return;
      started = true;
      for (const [name, definition] of Object.entries(definitions)) {
        if (!definition.everySeconds) continue;
        const timer = setInterval(() => {
          queue.push({ name, data: {}, attempt: 1 });
          drain();
        }, definition.everySeconds * scale);
        timer.unref();
        timers.add(timer);
      }
      drain();
    },
    async stop() {
      started = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
    async send(name, data, options) {
      if (!definitions[name]) throw new Error(`Unknown job ${name}`);
      const delay = (options?.startAfterSeconds ?? 0) * scale;
      if (delay <= 0) {
        queue.push({ name, data, attempt: 1 });
        return drain();
      }
      // A delayed job waits on a timer (counted in the depth); a crash loses it, and the sweep recovers.
      later({ name, data, attempt: 1 }, delay);
    },
    async depth() {
      return queue.length + waitingRetries;
    },
  };
}
