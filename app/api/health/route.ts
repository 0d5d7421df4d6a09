import { checkDatabase } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const ok = await checkDatabase();
  return Response.json(ok ? { status: "ok", database: "ok" } : { status: "error", database: "unreachable" }, {
    status: ok ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
