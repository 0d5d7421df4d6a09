import { requestConsent } from "@/lib/consent";
import { handler } from "@/lib/http/handler";
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/** A referring broker asks the owner to answer the lenders waiting for them (never answers for them). */
export const POST = handler(
  { action: "request:lender-consent", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => requestConsent(user, params.id, ip),
);
