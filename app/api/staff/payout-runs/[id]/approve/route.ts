import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { approvePayoutRun } from "@/lib/payouts/runs";

export const dynamic = "force-dynamic";

/** Staff: approve a payout run someone else prepared (409 for its preparer). */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => approvePayoutRun(user, params.id, ip),
);
