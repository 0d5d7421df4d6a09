import { confirmPending } from "@/lib/applications/pending";
import { confirmHeldApplicationSchema } from "@/lib/applications/wizard-schema";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST: the address owner's button press on the e-mailed confirmation link adds the held
 * application to their account (public: the single-use token is the proof). A POST, never the GET
 * of the link itself, so mail scanners that open links cannot confirm anything.
 */
export const POST = handler({ auth: false, body: confirmHeldApplicationSchema }, async ({ body, ip }) => {
  await rateLimit(`confirm-application:ip:${ip}`, 20, 900);
  return confirmPending(body.token, ip);
});
