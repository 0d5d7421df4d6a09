import { z } from "@/lib/validation/zod";
import { businessRegister } from "@/lib/abr/register";
import { AppError } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/** {companyName} → the best match {businessName, abn, ...} (and other matches), or 404. */
export const POST = handler({ auth: false, body: z.object({ companyName: z.string().trim().min(3, "Enter at least 3 characters").max(160) }) }, async ({ body, ip }) => {
  await rateLimit(`company:${ip}`, 60, 60);
  const results = await businessRegister().search(body.companyName);
  const best = results[0];
  if (!best) throw new AppError("not_found", "No business found with that name.");
  return { ...best, matches: results };
});
