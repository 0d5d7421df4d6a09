import { previewMatches } from "@/lib/applications/preview";
import { previewSchema } from "@/lib/applications/wizard-schema";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/** The wizard's step 9: lender count and the top three 'Up to' amounts for the answers so far. */
export const POST = handler({ auth: false, body: previewSchema }, async ({ body, ip }) => {
  await rateLimit(`preview:${ip}`, 60, 60);
  return previewMatches(body);
});
