import { z, singleLine } from "@/lib/validation/client";
import { confirmNewsletter } from "@/lib/inquiries";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * The link in the confirmation e-mail: confirms, then shows the result page. The Location is a path:
 * the request's own URL names the server's bind address (http://localhost:3000 behind nginx), not the
 * address the reader opened.
 */
export const GET = handler(
  { auth: false, query: z.object({ token: singleLine().min(10).max(100) }) },
  async ({ query }) => {
    const ok = await confirmNewsletter(query.token);
    return new Response(null, {
      status: 303,
      headers: { Location: ok ? "/newsletter/confirmed" : "/newsletter/expired", "Cache-Control": "no-store" },
    });
  },
);
