import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { getPayoutRun } from "@/lib/payouts";

export const dynamic = "force-dynamic";

/** Staff: one payout run, each partner's lines and net. */
export const GET = handler({ action: "record:settlement", params: z.object({ id: recordId() }) }, ({ params }) =>
  getPayoutRun(params.id),
);
