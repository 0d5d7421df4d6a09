/** Open the database (migrate, seed an empty embedded one) as the server starts, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { connection } = await import("@/lib/db");
  await connection();
  // Ended rate-limit windows are deleted on a timer that never keeps the process alive.
  const { purgeExpiredRateLimits, startRateLimitPurge } = await import("@/lib/http/rate-limit");
  await purgeExpiredRateLimits().catch((error: unknown) => console.error("[rate-limit] could not purge expired windows", error));
  startRateLimitPurge();
}
