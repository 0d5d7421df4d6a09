import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { cancelPayoutRun } from "@/lib/payouts/runs";

export const dynamic = "force-dynamic";

/** Staff: cancel a run that is not paid; its lines wait for the next run. */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => cancelPayoutRun(user, params.id, ip),
);
