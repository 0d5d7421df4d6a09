import { z, recordId } from "@/lib/validation/client";
import { partnerTermsSchema } from "@/lib/commissions/client";
import { handler } from "@/lib/http";
import { updatePartnerTerms } from "@/lib/partners";

export const dynamic = "force-dynamic";

/** Admin: a partner's split of the lender's commission and the account payout runs pay. */
export const PATCH = handler(
  { action: "manage:user", params: z.object({ id: recordId() }), body: partnerTermsSchema },
  ({ user, params, body, ip }) => updatePartnerTerms(user, params.id, body, ip),
);
