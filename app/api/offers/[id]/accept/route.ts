import { z, recordId } from "@/lib/validation/client";
import { acceptOfferSchema } from "@/lib/contracts/client";
import { handler } from "@/lib/http";
import { acceptOffer } from "@/lib/offers";

export const dynamic = "force-dynamic";

/** The client accepts one offer after confirming its restated terms; the contract is generated. */
export const POST = handler(
  { action: "respond:offer", params: z.object({ id: recordId() }), body: acceptOfferSchema, maxBodyBytes: 1024 },
  ({ user, params, ip }) => acceptOffer(user, params.id, ip),
);
