/**
 * At server start: validate the configuration (a production server without APP_URL, or development
 * logins on an https site, refuses to start with a clear message), then open the database (migrate,
 * seed an empty embedded one) — not on the first request;
 * then start the background jobs (e-mail delivery, purges, the upload sweeper).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  try {
    env();
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { closeConnection, connection } = await import("@/lib/db");
  await connection();
  // Background work (lib/background: every domain's jobs, and the hints committed transactions
  // leave): e-mail delivery and its safety net, lender steps, purges of expired rows and of upload
  // files without a document. pg-boss on PostgreSQL, in-process on the embedded database.
  const { JOBS, startBackground, stopBackground } = await import("@/lib/background");
  // A runner that cannot start (the database busy, another instance mid-setup) must not take the
  // site down: requests are served, and it tries again; the outbox sweep catches up on e-mail.
  const start = (attempt: number): Promise<void> =>
    startBackground().then(
      () => undefined,
      (error: unknown) => {
        console.error(`[jobs] could not start (attempt ${attempt}); retrying in ${5 * attempt} s`, error);
        return new Promise<void>((resolve) => setTimeout(resolve, 5000 * attempt).unref()).then(() =>
          start(attempt + 1),
        );
      },
    );
  void start(1);
  void JOBS["maintenance.purge"].run().catch((error: unknown) => console.error("[jobs] start-up purge failed", error));
  // Graceful shutdown (scripts/server.mjs): after the requests in flight, finish the running jobs,
  // then close the pool.
  const { onShutdown } = await import("@/lib/observability/shutdown");
  onShutdown(stopBackground);
  onShutdown(closeConnection);
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
