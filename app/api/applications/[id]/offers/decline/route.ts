import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { declineAllOffers } from "@/lib/offers/respond";

export const dynamic = "force-dynamic";

/** The client declines every open offer on their application. */
export const POST = handler({ action: "respond:offer", params: z.object({ id: recordId() }) }, ({ user, params, ip }) =>
  declineAllOffers(user, params.id, ip),
);
