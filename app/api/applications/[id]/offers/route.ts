import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { applicationOffers } from "@/lib/offers/queries";

export const dynamic = "force-dynamic";

/** The application's offers in the disclosure layout, and its contract once generated. */
export const GET = handler({ action: "read:offer", params: z.object({ id: recordId() }) }, ({ user, params }) =>
  applicationOffers(user, params.id),
);
