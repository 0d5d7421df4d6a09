import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { partnerTermsSchema } from "@/lib/commissions/schema";
import { handler } from "@/lib/http/handler";
import { updatePartnerTerms } from "@/lib/partners/terms";

export const dynamic = "force-dynamic";

/** Admin: a partner's split of the lender's commission and the account payout runs pay. */
export const PATCH = handler(
  { action: "manage:user", params: z.object({ id: recordId() }), body: partnerTermsSchema },
  ({ user, params, body, ip }) => updatePartnerTerms(user, params.id, body, ip),
);
