import { z, recordId } from "@/lib/validation/client";
import { withdrawApplication } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** A client withdraws their own application before settlement. */
export const POST = handler(
  { action: "withdraw:application", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => withdrawApplication(user, params.id, ip),
);
