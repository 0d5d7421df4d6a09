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
  const { connection } = await import("@/lib/db");
  await connection();
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
