/**
 * Start-up waits for what the instance depends on (issue #40 item 5): each check is retried with
 * exponential backoff until it passes or the deadline is reached. Before this, a server started while
 * PostgreSQL was unreachable (or with an unwritable DATA_DIR) answered 500 on every path for ever and
 * never exited, so no supervisor restarted it. Pure: the clock and the wait are injectable.
 */
export interface DependencyCheck {
  name: string;
  check: () => Promise<unknown>;
  /** false: still failing at the deadline is reported, and start-up carries on without it. */
  required: boolean;
}

export interface StartupLog {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

export interface WaitOptions {
  deadlineMs: number;
  log: StartupLog;
  firstDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class StartupDeadlineError extends Error {
  constructor(
    readonly failing: string[],
    readonly reasons: Record<string, string>,
  ) {
    super(`Start-up deadline reached; still unavailable: ${failing.join(", ")}`);
    this.name = "StartupDeadlineError";
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Resolves with the optional checks still failing at the deadline (logged), once every required one
 * has passed; rejects with StartupDeadlineError when a required one still fails at the deadline.
 */
export async function waitForDependencies(checks: DependencyCheck[], options: WaitOptions): Promise<string[]> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxDelay = options.maxDelayMs ?? 10_000;
  const deadline = now() + options.deadlineMs;
  let delay = options.firstDelayMs ?? 500;
  let pending = checks;
  const reasons: Record<string, string> = {};
  for (let attempt = 1; ; attempt++) {
    const results = await Promise.all(
      pending.map((c) =>
        c.check().then(
          () => null,
          (error: unknown) => ((reasons[c.name] = reason(error)), c),
        ),
      ),
    );
    for (const c of pending) if (!results.includes(c)) delete reasons[c.name];
    pending = results.filter((c): c is DependencyCheck => c !== null);
    if (!pending.some((c) => c.required)) {
      for (const c of pending)
        options.log.warn({ dependency: c.name, reason: reasons[c.name] }, "start-up: unavailable");
      return pending.map((c) => c.name);
    }
    const left = deadline - now();
    if (left <= 0) {
      const failing = pending.map((c) => c.name);
      throw new StartupDeadlineError(failing, Object.fromEntries(failing.map((n) => [n, reasons[n] ?? ""])));
    }
    const wait = Math.min(delay, left);
    options.log.warn(
      { attempt, waiting: pending.map((c) => c.name), reasons, retryInMs: wait },
      "start-up: waiting for dependencies",
    );
    await sleep(wait);
    delay = Math.min(delay * 2, maxDelay);
  }
}
