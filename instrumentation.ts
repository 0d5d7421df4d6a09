/**
 * At server start: validate the configuration (a production server without APP_URL, or development
 * logins on an https site, refuses to start with a clear message), then open the database (migrate,
 * seed an empty embedded one) — not on the first request;
 * then start the sweeper of files left by interrupted uploads and the purges of expired rows.
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
  // Graceful shutdown (scripts/server.mjs): after the requests in flight, close the pool.
  const { onShutdown } = await import("@/lib/observability/shutdown");
  onShutdown(closeConnection);
  const { startUploadSweeper } = await import("@/lib/documents/sweeper");
  startUploadSweeper();
  // Ended rate-limit windows are deleted on a timer that never keeps the process alive.
  const { purgeExpiredRateLimits, startRateLimitPurge } = await import("@/lib/http/rate-limit");
  await purgeExpiredRateLimits().catch((error: unknown) =>
    console.error("[rate-limit] could not purge expired windows", error),
  );
  startRateLimitPurge();
  // Wizard drafts 30 days past their last save are deleted the same way (ADR 014).
  const { startDraftPurge } = await import("@/lib/applications/drafts");
  startDraftPurge();
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
