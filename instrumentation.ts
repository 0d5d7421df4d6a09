/**
 * Open the database (migrate, seed an empty embedded one) as the server starts, not on the first
 * request; then start the sweeper of files left by interrupted uploads.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { connection } = await import("@/lib/db");
  await connection();
  const { startUploadSweeper } = await import("@/lib/documents/sweeper");
  startUploadSweeper();
}
