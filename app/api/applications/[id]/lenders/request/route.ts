import { requestConsent } from "@/lib/consent";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

/** A referring broker asks the owner to answer the lenders waiting for them (never answers for them). */
export const POST = handler(
  { action: "request:lender-consent", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => requestConsent(user, params.id, ip),
);
