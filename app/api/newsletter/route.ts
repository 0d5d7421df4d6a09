import { subscribeNewsletter } from "@/lib/inquiries";
import { newsletterSchema } from "@/lib/inquiries/schema";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/** Newsletter sign-up (double opt-in). */
export const POST = handler({ auth: false, body: newsletterSchema }, async ({ body, ip }) => {
  await rateLimit(`newsletter:${ip}`, 5, 600);
  return Response.json(await subscribeNewsletter(body.email), { status: 202 });
});
