import { z, businessName } from "@/lib/validation/client";
import { businessRegister } from "@/lib/abr";
import { AppError } from "@/lib/http/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** {companyName} → the best match {businessName, abn, ...} (and other matches), or 404. */
export const POST = handler(
  {
    auth: false,
    limits: [{ name: "company", limit: 60, windowSeconds: 60 }],
    body: z.object({ companyName: businessName().trim().min(3, "Enter at least 3 characters").max(160) }),
  },
  async ({ body }) => {
    const results = await businessRegister().search(body.companyName);
    const best = results[0];
    if (!best) throw new AppError("not_found", "No business found with that name.");
    return { ...best, matches: results };
  },
);
