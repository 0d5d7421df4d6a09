import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { StartupDeadlineError, waitForDependencies, type DependencyCheck } from "@/lib/startup";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetEnvForTests();
});

/** A clock that only moves when start-up waits. */
function fakeTime() {
  let t = 0;
  const waits: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
    waits,
  };
}
const quiet = { warn: vi.fn(), info: vi.fn() };
const failing = (times: number) => {
  let calls = 0;
  return vi.fn(async () => {
    if (calls++ < times) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  });
};

describe("waiting for dependencies at start-up (issue #40 item 5)", () => {
  it("retries with exponential backoff until a late dependency answers", async () => {
    const time = fakeTime();
    const database = failing(4);
    const left = await waitForDependencies([{ name: "database", check: database, required: true }], {
      deadlineMs: 60_000,
      log: quiet,
      ...time,
    });
    expect(left).toEqual([]);
    expect(database).toHaveBeenCalledTimes(5);
    expect(time.waits).toEqual([500, 1000, 2000, 4000]);
  });

  it("gives up at the deadline, naming what is still unavailable and why", async () => {
    const time = fakeTime();
    const checks: DependencyCheck[] = [
      { name: "database", check: failing(Infinity), required: true },
      { name: "storage (local)", check: async () => undefined, required: true },
    ];
    const waiting = waitForDependencies(checks, { deadlineMs: 30_000, maxDelayMs: 8000, log: quiet, ...time });
    await expect(waiting).rejects.toBeInstanceOf(StartupDeadlineError);
    await expect(waiting).rejects.toMatchObject({
      failing: ["database"],
      reasons: { database: "connect ECONNREFUSED 127.0.0.1:5432" },
    });
    expect(time.now()).toBe(30_000);
    expect(Math.max(...time.waits)).toBe(8000);
  });

  it("carries on without an optional dependency still down at the deadline, and says so", async () => {
    const time = fakeTime();
    const log = { warn: vi.fn(), info: vi.fn() };
    const left = await waitForDependencies(
      [
        { name: "database", check: failing(1), required: true },
        { name: "storage (s3)", check: failing(Infinity), required: false },
      ],
      { deadlineMs: 5000, log, ...time },
    );
    expect(left).toEqual(["storage (s3)"]);
    expect(log.warn).toHaveBeenLastCalledWith(
      { dependency: "storage (s3)", reason: "connect ECONNREFUSED 127.0.0.1:5432" },
      "start-up: unavailable",
    );
  });
});

async function registerWith(vars: Record<string, string>) {
  for (const [k, v] of Object.entries({
    NODE_ENV: "production",
    NEXT_RUNTIME: "nodejs",
    APP_URL: "http://127.0.0.1:3000",
    AUTH_SECRET: "s".repeat(40),
    SEED_ON_EMPTY: "0",
    DATABASE_URL: "",
    LOG_LEVEL: "silent",
    ...vars,
  }))
    vi.stubEnv(k, v);
  resetEnvForTests();
  const exits: number[] = [];
  vi.spyOn(process, "exit").mockImplementation(((code?: number) => void exits.push(code ?? 0)) as never);
  // One process registers once; each test here is its own start-up, so an earlier test's shutdown
  // hooks (which close the shared connection first) must not run in this one's shutdown.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("bizfund.shutdown-hooks")];
  const { register } = await import("@/instrumentation");
  await register();
  return exits;
}

const until = async (fn: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe("the server's start-up with a dependency down (issue #40 item 5)", () => {
  it("exits non-zero once PostgreSQL stays unreachable past STARTUP_DEADLINE_SECONDS", async () => {
    const started = Date.now();
    const exits = await registerWith({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/bizfund",
      DATA_DIR: "memory://",
      STARTUP_DEADLINE_SECONDS: "2",
    });
    expect(exits).toEqual([]);
    expect(await until(() => exits.length > 0, 15_000)).toBe(true);
    expect(exits).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  }, 30_000);

  it("recovers when an unusable DATA_DIR becomes usable before the deadline, and does not exit", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "bizfund-startup-"));
    // A file where the data directory's parent should be: nothing can be created under it.
    const blocker = path.join(root, "blocked");
    writeFileSync(blocker, "");
    const { closeConnection, connection } = await import("@/lib/db");
    const { stopJobs } = await import("@/lib/jobs");
    try {
      const exits = await registerWith({ DATA_DIR: path.join(blocker, "data"), STARTUP_DEADLINE_SECONDS: "60" });
      await expect(connection()).rejects.toMatchObject({ name: "DatabaseUnavailableError" });
      await new Promise((r) => setTimeout(r, 1500));
      rmSync(blocker);
      expect(
        await until(
          () =>
            connection().then(
              () => true,
              () => false,
            ),
          40_000,
        ),
      ).toBe(true);
      // …and start-up goes on to the background jobs, with no exit.
      const jobs = () => (globalThis as { __bizfundJobs?: { started?: boolean } }).__bizfundJobs?.started === true;
      expect(await until(jobs, 20_000)).toBe(true);
      expect(exits).toEqual([]);
    } finally {
      await stopJobs();
      await closeConnection();
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  it("a shutdown as the dependencies arrive stops start-up: no jobs start on a closed database", async () => {
    const { connection } = await import("@/lib/db");
    const { runShutdownHooks } = await import("@/lib/observability/shutdown");
    const { logger } = await import("@/lib/observability/log");
    const errors = vi.spyOn(logger, "error");
    const exits = await registerWith({ DATA_DIR: "memory://", STARTUP_DEADLINE_SECONDS: "60" });
    await connection();
    // SIGTERM (scripts/server.mjs runs the hooks) just as start-up found the database.
    await runShutdownHooks();
    await new Promise((r) => setTimeout(r, 3000));
    const jobs = (globalThis as { __bizfundJobs?: { started?: boolean } }).__bizfundJobs;
    expect(jobs?.started ?? false).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    expect(exits).toEqual([]);
  }, 60_000);
});
