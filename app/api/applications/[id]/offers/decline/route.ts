import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { declineAllOffers } from "@/lib/offers";

export const dynamic = "force-dynamic";

/** The client declines every open offer on their application. */
export const POST = handler({ action: "respond:offer", params: z.object({ id: recordId() }) }, ({ user, params, ip }) =>
  declineAllOffers(user, params.id, ip),
);
