import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { getPayoutRun } from "@/lib/payouts/runs";

export const dynamic = "force-dynamic";

/** Staff: one payout run, each partner's lines and net. */
export const GET = handler({ action: "record:settlement", params: z.object({ id: recordId() }) }, ({ params }) =>
  getPayoutRun(params.id),
);
