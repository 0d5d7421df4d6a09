import { checkStorage } from "@/lib/health";

export const dynamic = "force-dynamic";

/**
 * Document storage's own health (issue #40 item 7): 200 while the store answers, 503 while it does
 * not. Not part of readiness: storage is shared, so an outage would take every instance out at once
 * while everything but documents still works. Probed without writing, at most every 15 s.
 */
export async function GET() {
  const health = await checkStorage();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
