import { z, singleLine } from "@/lib/validation/client";
import { DEMO_ABN, DEMO_BUSINESS, normalizeAbn } from "@/lib/abr/client";
import { businessRegister } from "@/lib/abr";
import { devLoginsEnabled } from "@/lib/env";
import { AppError } from "@/lib/http/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * {abnNumber} → the registered business, or 404. An ABN failing the checksum is never found, except
 * the spec's demo ABN where demo sign-ins are on (DEV_LOGINS, development): it answers the demo business.
 */
export const POST = handler(
  {
    auth: false,
    limits: [{ name: "abn", limit: 60, windowSeconds: 60 }],
    body: z.object({ abnNumber: singleLine().trim().min(1).max(20) }),
  },
  async ({ body }) => {
    if (normalizeAbn(body.abnNumber) === DEMO_ABN && devLoginsEnabled())
      return { businessName: DEMO_BUSINESS, abn: DEMO_ABN };
    const entry = await businessRegister().byAbn(body.abnNumber);
    if (!entry) throw new AppError("not_found", "No active business found for that ABN.");
    return entry;
  },
);
