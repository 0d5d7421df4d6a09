/**
 * At server start: validate the configuration (a production server without APP_URL, or development
 * logins on an https site, refuses to start with a clear message), then wait for the database and
 * document storage — retried with backoff until STARTUP_DEADLINE_SECONDS, then the process exits
 * non-zero so its supervisor restarts it (issue #40 item 5). Meanwhile the server answers: liveness
 * 200, readiness 503, anything needing the database 503 with Retry-After. Once the database is open
 * (migrated, an empty embedded one seeded), the background jobs start (e-mail delivery, purges, the
 * upload sweeper).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  const { logger } = await import("@/lib/observability/log");
  const refuse: (error: unknown) => never = (error) => {
    logger.fatal({}, `config: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
  try {
    env();
  } catch (error) {
    refuse(error);
  }
  const { closeConnection, connection, setDemoSeeder } = await import("@/lib/db");
  // An empty embedded database of a local site is seeded with the demo data when it opens (lib/db
  // decides when; the seed is handed to it so lib/db does not import the domains the seed uses).
  setDemoSeeder((await import("@/lib/db/seed")).seedIfEmpty);
  const { storage } = await import("@/lib/storage");
  const { waitForDependencies } = await import("@/lib/startup");
  // Graceful shutdown (scripts/server.mjs): after the requests in flight, finish the running jobs,
  // then close the pool.
  const { onShutdown } = await import("@/lib/observability/shutdown");
  // Background work (lib/background: every domain's jobs, and the hints committed transactions
  // leave): e-mail delivery and its safety net, lender steps, purges of expired rows and of upload
  // files without a document. pg-boss on PostgreSQL, in-process on the embedded database.
  const { JOBS, startBackground, stopBackground } = await import("@/lib/background");
  const background: Background = { stopping: false };
  // A SIGTERM while the jobs are starting waits for that start to settle, and stops any retry, so the
  // runner is stopped before the pool it uses is closed.
  onShutdown(async () => {
    background.stopping = true;
    await background.starting?.catch(() => undefined);
  });
  onShutdown(stopBackground);
  onShutdown(closeConnection);
  let store: ReturnType<typeof storage>;
  try {
    store = storage();
  } catch (error) {
    refuse(error);
  }
  // Local storage is this instance's own disk (DATA_DIR): required. A shared store (S3, UploadThing)
  // being down is everyone's outage: exiting would restart every instance in a loop and take the whole
  // site down, so it is logged, documents answer 503, and /api/health/storage reports it.
  void waitForDependencies(
    [
      { name: "database", check: () => connection(), required: true },
      { name: `storage (${store.name})`, check: () => store.probe(), required: store.name === "local" },
    ],
    { deadlineMs: env().STARTUP_DEADLINE_SECONDS * 1000, log: logger },
  ).then(
    () => {
      logger.info({}, "start-up: dependencies available");
      // RUN_JOBS=0: this instance only serves requests (serverless functions, which freeze between
      // requests); a long-running instance on the same database runs the jobs for all (docs/deploy.md).
      if (!background.stopping && process.env.RUN_JOBS !== "0")
        startBackgroundWork(startBackground, () => JOBS["maintenance.purge"].run(), logger, background);
    },
    (error: unknown) => {
      logger.fatal({ err: error }, "start-up: dependencies unavailable at the deadline; exiting");
      // Let the line reach stdout before the process goes.
      setTimeout(() => process.exit(1), 100);
    },
  );
}

/**
 * Background work (lib/background): e-mail delivery and its safety net, purges of expired rows and of
 * upload files without a document. pg-boss on PostgreSQL, in-process on the embedded database.
 */
interface Background {
  stopping: boolean;
  starting?: Promise<unknown>;
}

function startBackgroundWork(
  startJobs: () => Promise<unknown>,
  purge: () => Promise<unknown>,
  logger: { error: (fields: Record<string, unknown>, message: string) => void },
  background: Background,
) {
  // A runner that cannot start (the database busy, another instance mid-setup) must not take the
  // site down: requests are served, and it tries again; the outbox sweep catches up on e-mail.
  const start = (attempt: number): Promise<void> => {
    if (background.stopping) return Promise.resolve();
    const starting = startJobs();
    background.starting = starting;
    return starting.then(
      () => undefined,
      (error: unknown) => {
        if (background.stopping) return;
        logger.error({ err: error, attempt, retryInSeconds: 5 * attempt }, "jobs could not start");
        return new Promise<void>((resolve) => setTimeout(resolve, 5000 * attempt).unref()).then(() =>
          start(attempt + 1),
        );
      },
    );
  };
  void start(1);
  void purge().catch((error: unknown) => {
    if (!background.stopping) logger.error({ err: error }, "start-up purge failed");
  });
}

/**
 * Every error a route, page or action did not handle goes through the one reporting hook (a JSON log
 * line; OpenTelemetry too when OTEL_EXPORTER_OTLP_ENDPOINT is set), with the request id the caller
 * saw in X-Request-Id and the digest shown on the error page.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routeType?: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportError } = await import("@/lib/observability/report");
  const id = request.headers["x-request-id"];
  await reportError(error, {
    requestId: Array.isArray(id) ? id[0] : id,
    method: request.method,
    // The path without its query: a query may carry an e-mail address or a token.
    path: request.path.split("?")[0],
    routeType: context.routeType,
  });
}
