import { z } from "@/lib/validation/zod";
import { singleLine } from "@/lib/validation/text";
import { confirmNewsletter } from "@/lib/inquiries";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** The link in the confirmation e-mail: confirms, then shows the result page. */
export const GET = handler(
  { auth: false, query: z.object({ token: singleLine().min(10).max(100) }) },
  async ({ query, request }) => {
    const ok = await confirmNewsletter(query.token);
    return Response.redirect(new URL(ok ? "/newsletter/confirmed" : "/newsletter/expired", request.url), 303);
  },
);
