import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { acceptOfferSchema } from "@/lib/contracts/schema";
import { handler } from "@/lib/http/handler";
import { acceptOffer } from "@/lib/offers/respond";

export const dynamic = "force-dynamic";

/** The client accepts one offer after confirming its restated terms; the contract is generated. */
export const POST = handler(
  { action: "respond:offer", params: z.object({ id: recordId() }), body: acceptOfferSchema, maxBodyBytes: 1024 },
  ({ user, params, ip }) => acceptOffer(user, params.id, ip),
);
