import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { markPayoutRunPaid } from "@/lib/payouts";
import { payoutPaidSchema } from "@/lib/payouts/client";

export const dynamic = "force-dynamic";

/** Staff: the bank paid the approved run on `paidOn`; its lines are marked paid with the run's reference. */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }), body: payoutPaidSchema },
  ({ user, params, body, ip }) => markPayoutRunPaid(user, params.id, body, ip),
);
