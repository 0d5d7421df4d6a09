/**
 * One queue's worker loop (issue 40 item 4): keeps up to `concurrency` jobs running, fetches as many
 * as there are free slots, and fetches again at once after a full fetch, or as soon as a slot frees
 * up when the last fetch was full. Only an empty or partial fetch waits (`idleMs`, or until `wake()`:
 * a job sent by this process). pg-boss 10's own `work()` waits out its polling interval after every
 * fetch, which held a queue to one batch per interval per instance.
 */
export interface LoopSource<J> {
  fetch(max: number): Promise<J[]>;
  run(job: J): Promise<void>;
  complete(job: J): Promise<void>;
  fail(job: J, error: unknown): Promise<void>;
}

export interface WorkLoop {
  /** Something was queued: stop waiting and fetch now. */
  wake(): void;
  /** Stop fetching; resolves once the running jobs have finished. */
  stop(): Promise<void>;
}

export function startWorkLoop<J>(
  source: LoopSource<J>,
  options: { concurrency: number; idleMs: number; onError: (error: unknown) => void },
): WorkLoop {
  const { concurrency, idleMs, onError } = options;
  const active = new Set<Promise<void>>();
  let running = true;
  let lastFetchFull = false;
  let waitingForSlot = false;
  let interrupt: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        interrupt = null;
        resolve();
      }, ms);
      interrupt = () => {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      };
    });

  const execute = (job: J) => {
    const task = (async () => {
      try {
        await source.run(job);
      } catch (error) {
        await source.fail(job, error).catch(onError);
        return;
      }
      // A lost completion leaves the job active until it expires and is retried: jobs are idempotent.
      await source.complete(job).catch(onError);
    })().finally(() => {
      active.delete(task);
      if (lastFetchFull || waitingForSlot) interrupt?.();
    });
    active.add(task);
  };

  const loop = (async () => {
    while (running) {
      const free = concurrency - active.size;
      if (free <= 0) {
        waitingForSlot = true;
        await pause(idleMs);
        waitingForSlot = false;
        continue;
      }
      let jobs: J[] = [];
      try {
        jobs = await source.fetch(free);
      } catch (error) {
        onError(error);
      }
      // Fetched jobs are run even when stopping: they are already marked active.
      for (const job of jobs) execute(job);
      lastFetchFull = jobs.length > 0 && jobs.length === free;
      if (!lastFetchFull && running) await pause(idleMs);
    }
  })();

  return {
    wake() {
      interrupt?.();
    },
    async stop() {
      running = false;
      interrupt?.();
      await loop;
      await Promise.all([...active]);
    },
  };
}
