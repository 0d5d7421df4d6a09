import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { markPayoutRunPaid } from "@/lib/payouts/runs";
import { payoutPaidSchema } from "@/lib/payouts/schema";

export const dynamic = "force-dynamic";

/** Staff: the bank paid the approved run on `paidOn`; its lines are marked paid with the run's reference. */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }), body: payoutPaidSchema },
  ({ user, params, body, ip }) => markPayoutRunPaid(user, params.id, body, ip),
);
