import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { applicationOffers } from "@/lib/offers";

export const dynamic = "force-dynamic";

/** The application's offers in the disclosure layout, and its contract once generated. */
export const GET = handler({ action: "read:offer", params: z.object({ id: recordId() }) }, ({ user, params }) =>
  applicationOffers(user, params.id),
);
