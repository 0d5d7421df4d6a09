import { describe, expect, it } from "vitest";
import { startWorkLoop } from "./work-loop";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A queue of numbered jobs; records what the loop did with each. */
function queue(count: number, opts: { failing?: Set<number>; ms?: number } = {}) {
  const waiting = Array.from({ length: count }, (_, i) => i);
  const seen = {
    completed: [] as number[],
    failed: [] as number[],
    fetches: [] as number[],
    maxRunning: 0,
    completions: 0,
  };
  let running = 0;
  return {
    waiting,
    seen,
    source: {
      async fetch(max: number) {
        seen.fetches.push(max);
        return waiting.splice(0, max);
      },
      async run(job: number) {
        running += 1;
        seen.maxRunning = Math.max(seen.maxRunning, running);
        await sleep(opts.ms ?? 5);
        running -= 1;
        if (opts.failing?.has(job)) throw new Error(`job ${job} failed`);
      },
      async complete(jobs: number[]) {
        seen.completed.push(...jobs);
        seen.completions += 1;
      },
      async fail(job: number) {
        seen.failed.push(job);
      },
    },
  };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(5);
  return check();
};

describe("the queue work loop", () => {
  it("fetches again without waiting out the idle interval while batches come back full", async () => {
    const q = queue(200, { ms: 10 });
    const started = Date.now();
    const loop = startWorkLoop(q.source, { concurrency: 20, idleMs: 10_000, onError: () => {} });
    // pg-boss's own work() would take 10 batches × 10 s here; the loop needs no idle wait at all.
    expect(await until(() => q.seen.completed.length === 200, 8000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(q.seen.maxRunning).toBeLessThanOrEqual(20);
    expect(q.seen.maxRunning).toBeGreaterThan(1);
    await loop.stop();
  });

  it("completes the jobs that ran and fails only the ones that threw", async () => {
    const q = queue(10, { failing: new Set([3, 7]) });
    const loop = startWorkLoop(q.source, { concurrency: 4, idleMs: 50, onError: () => {} });
    expect(await until(() => q.seen.completed.length + q.seen.failed.length === 10, 3000)).toBe(true);
    expect(q.seen.failed.sort()).toEqual([3, 7]);
    expect(q.seen.completed.sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 8, 9]);
    await loop.stop();
  });

  it("waits when idle, wakes at once when told a job was sent, and stop() waits for running jobs", async () => {
    const q = queue(0, { ms: 100 });
    const loop = startWorkLoop(q.source, { concurrency: 2, idleMs: 60_000, onError: () => {} });
    await sleep(50);
    const idleFetches = q.seen.fetches.length;
    q.waiting.push(41);
    await sleep(50);
    expect(q.seen.fetches.length).toBe(idleFetches);
    loop.wake();
    expect(await until(() => q.seen.fetches.length > idleFetches, 1000)).toBe(true);
    await sleep(20);
    await loop.stop();
    expect(q.seen.completed).toEqual([41]);
  });

  it("keeps going after a fetch error", async () => {
    const q = queue(3);
    let failures = 1;
    const errors: unknown[] = [];
    const source = {
      ...q.source,
      fetch: (max: number) => (failures-- > 0 ? Promise.reject(new Error("connection reset")) : q.source.fetch(max)),
    };
    const loop = startWorkLoop(source, { concurrency: 5, idleMs: 20, onError: (e) => errors.push(e) });
    expect(await until(() => q.seen.completed.length === 3, 2000)).toBe(true);
    expect(errors).toHaveLength(1);
    await loop.stop();
  });
});

describe("the queue work loop's batching", () => {
  it("refills in batches and completes finished jobs together while there is work", async () => {
    const q = queue(400, { ms: 5 });
    const loop = startWorkLoop(q.source, { concurrency: 20, idleMs: 10_000, onError: () => {} });
    expect(await until(() => q.seen.completed.length === 400, 8000)).toBe(true);
    // One fetch and one completion call for many jobs, not one per job.
    expect(q.seen.fetches.length).toBeLessThan(100);
    expect(q.seen.completions).toBeLessThan(100);
    expect(q.seen.fetches.every((n) => n >= 10)).toBe(true);
    await loop.stop();
  });
});
