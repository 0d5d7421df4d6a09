import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// RUN_JOBS=0 (docs/deploy.md, Vercel): an instance that only serves requests opens the database but
// starts no job runner; every other instance starts it.
const startJobs = vi.fn(() => Promise.resolve());
const purge = vi.fn(() => Promise.resolve());
vi.mock("@/lib/env", () => ({ env: () => ({ STARTUP_DEADLINE_SECONDS: 5 }) }));
const setDemoSeeder = vi.fn();
const seedIfEmpty = vi.fn();
vi.mock("@/lib/db", () => ({ connection: () => Promise.resolve({}), closeConnection: vi.fn(), setDemoSeeder }));
vi.mock("@/lib/db/seed", () => ({ seedIfEmpty }));
vi.mock("@/lib/storage", () => ({ storage: () => ({ name: "local", probe: () => Promise.resolve() }) }));
vi.mock("@/lib/background", () => ({
  startBackground: startJobs,
  stopBackground: vi.fn(),
  JOBS: { "maintenance.purge": { run: purge } },
}));
vi.mock("@/lib/observability/shutdown", () => ({ onShutdown: vi.fn() }));

describe("instrumentation: background jobs at start-up", () => {
  beforeEach(() => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    startJobs.mockClear();
    purge.mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it("starts the job runner and the start-up purge by default", async () => {
    const { register } = await import("@/instrumentation");
    await register();
    // The jobs start once the database and storage answered (lib/startup), after register() returns.
    await vi.waitFor(() => {
      expect(startJobs).toHaveBeenCalledTimes(1);
      expect(purge).toHaveBeenCalledTimes(1);
    });
    // The demo seed is handed to lib/db (which does not import it: ADR 086) before the database opens.
    expect(setDemoSeeder).toHaveBeenCalledWith(seedIfEmpty);
  });

  it("starts neither with RUN_JOBS=0", async () => {
    vi.stubEnv("RUN_JOBS", "0");
    const { register } = await import("@/instrumentation");
    await register();
    // Give the dependency wait time to settle: had RUN_JOBS been ignored, the runner would start here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(startJobs).not.toHaveBeenCalled();
    expect(purge).not.toHaveBeenCalled();
  });
});
