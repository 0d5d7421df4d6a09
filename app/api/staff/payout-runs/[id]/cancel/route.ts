import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { cancelPayoutRun } from "@/lib/payouts";

export const dynamic = "force-dynamic";

/** Staff: cancel a run that is not paid; its lines wait for the next run. */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => cancelPayoutRun(user, params.id, ip),
);
