import { env } from "@/lib/env";
import { handler } from "@/lib/http";
import { renderMetrics, requireMetricsToken } from "@/lib/observability";

export const dynamic = "force-dynamic";

/** Prometheus metrics (requests by route, durations, the e-mail queue), behind METRICS_TOKEN. */
export const GET = handler({ auth: false }, async ({ request }) => {
  requireMetricsToken(request.headers.get("authorization"), env().METRICS_TOKEN);
  const { contentType, body } = await renderMetrics();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
});
