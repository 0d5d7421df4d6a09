/**
 * One queue's worker loop (issue 40 item 4): keeps up to `concurrency` jobs running and fetches them
 * in batches, again at once while batches come back full. Only an empty or partial fetch waits
 * (`idleMs`, or until `wake()`: a job sent by this process). pg-boss 10's own `work()` waits out its
 * polling interval after every fetch, which held a queue to one batch per interval per instance.
 * The loop refills once half its slots are free (one fetch for many jobs, not one per finished job)
 * and completes finished jobs together before each fetch.
 */
export interface LoopSource<J> {
  fetch(max: number): Promise<J[]>;
  run(job: J): Promise<void>;
  complete(jobs: J[]): Promise<void>;
  fail(job: J, error: unknown): Promise<void>;
}

export interface WorkLoop {
  /** Something was queued: stop waiting and fetch now. */
  wake(): void;
  /** Stop fetching; resolves once the running jobs have finished and are completed. */
  stop(): Promise<void>;
}

export function startWorkLoop<J>(
  source: LoopSource<J>,
  options: { concurrency: number; idleMs: number; onError: (error: unknown) => void },
): WorkLoop {
  const { concurrency, idleMs, onError } = options;
  const refillAt = Math.ceil(concurrency / 2);
  const active = new Set<Promise<void>>();
  let finished: J[] = [];
  let running = true;
  let waitingForSlots = false;
  let drained = false;
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

  // A lost completion leaves jobs active until they expire and are retried: jobs are idempotent.
  const completeFinished = async () => {
    if (!finished.length) return;
    const jobs = finished;
    finished = [];
    await source.complete(jobs).catch(onError);
  };

  const execute = (job: J) => {
    const task = (async () => {
      try {
        await source.run(job);
        finished.push(job);
      } catch (error) {
        await source.fail(job, error).catch(onError);
      }
    })().finally(() => {
      active.delete(task);
      if (waitingForSlots && concurrency - active.size >= refillAt) interrupt?.();
      // With the queue drained nothing else is coming to batch with: complete it now.
      else if (drained) void completeFinished();
    });
    active.add(task);
  };

  const loop = (async () => {
    while (running) {
      const free = concurrency - active.size;
      if (free < refillAt) {
        waitingForSlots = true;
        await pause(idleMs);
        waitingForSlots = false;
        continue;
      }
      await completeFinished();
      let jobs: J[] = [];
      try {
        jobs = await source.fetch(free);
      } catch (error) {
        onError(error);
      }
      // Fetched jobs are run even when stopping: they are already marked active.
      for (const job of jobs) execute(job);
      if (jobs.length < free && running) {
        // The queue is drained: wait for new work, completing what finishes meanwhile.
        drained = true;
        await pause(idleMs);
        drained = false;
      }
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
      await completeFinished();
    },
  };
}
