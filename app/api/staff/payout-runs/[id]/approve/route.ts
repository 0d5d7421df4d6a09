import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { approvePayoutRun } from "@/lib/payouts";

export const dynamic = "force-dynamic";

/** Staff: approve a payout run someone else prepared (409 for its preparer). */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => approvePayoutRun(user, params.id, ip),
);
