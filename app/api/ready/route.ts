import { checkReadiness } from "@/lib/health";

export const dynamic = "force-dynamic";

/** Readiness: the database answers, every migration is applied, and document storage is writable. */
export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
