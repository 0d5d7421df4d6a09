import { checkReadiness } from "@/lib/health";

export const dynamic = "force-dynamic";

/**
 * Readiness: this instance's database answers and every migration is applied (migrations are
 * "unknown", not "pending", while the database cannot be asked). Storage is /api/health/storage.
 */
export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(readiness.status === "ready" ? {} : { "Retry-After": "5" }) },
  });
}
