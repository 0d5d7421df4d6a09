/**
 * Background work behind one interface (issue 17): a job has a name, JSON data, retries with
 * exponential backoff; recurring jobs run on an interval. On PostgreSQL the runner is pg-boss (durable,
 * shared by every instance, each job taken by one); on the embedded database an in-process runner
 * with the same interface. Work that must never be lost keeps its own record (the e-mail outbox, a
 * submission's row), written in the transaction that causes it; the job is a hint sent after the
 * commit, and a recurring job does what a crash left behind, so the queue itself may forget.
 * Definitions live in their domains (lib/mail/jobs.ts, lib/submissions/jobs.ts, …); lib/background
 * puts them together. This module imports none of them.
 */
export interface JobDefinition<D = unknown> {
  run(data: D): Promise<void>;
  /** Further attempts after the first failure (default 5), with exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Recurring: run every this many seconds (the data is {}). */
  everySeconds?: number;
  /** Jobs of this name one instance runs at once (default 1); pg-boss fetches them in batches. */
  concurrency?: number;
}

/** When a job may start: after this many seconds (pg-boss startAfter; a timer in process). */
export interface SendOptions {
  startAfterSeconds?: number;
}

export interface JobRunner {
  readonly kind: "pg-boss" | "in-process";
  start(): Promise<void>;
  /** Stop taking jobs and wait for the running ones to finish. */
  stop(): Promise<void>;
  send(name: string, data: unknown, options?: SendOptions): Promise<void>;
  /** Jobs waiting or retrying (for the metrics). */
  depth(): Promise<number>;
}

export type JobDefinitions = Record<string, JobDefinition<never>>;

/** Delay before attempt n (1-based retry number): base × 2^(n-1), capped at an hour. */
export function backoffSeconds(retry: number, baseSeconds: number): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, retry - 1));
}
