import { z } from "@/lib/validation/zod";
import { businessRegister } from "@/lib/abr/register";
import { AppError } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/** {abnNumber} → the registered business, or 404. An ABN failing the checksum is never found. */
export const POST = handler({ auth: false, body: z.object({ abnNumber: z.string().trim().min(1).max(20) }) }, async ({ body, ip }) => {
  await rateLimit(`abn:${ip}`, 60, 60);
  const entry = await businessRegister().byAbn(body.abnNumber);
  if (!entry) throw new AppError("not_found", "No active business found for that ABN.");
  return entry;
});
