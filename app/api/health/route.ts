export const dynamic = "force-dynamic";

/**
 * Liveness: the process is up and answering. From memory, no database round trip, so a load
 * balancer's probe costs nothing and a slow database never gets a live instance restarted.
 * Readiness (database, migrations, storage) is /api/ready.
 */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
