import { handler } from "@/lib/http";
import { listPayoutRuns, preparePayoutRun } from "@/lib/payouts";
import { payoutRunSchema } from "@/lib/payouts/client";

export const dynamic = "force-dynamic";

/** Staff: the payout runs, newest first. */
export const GET = handler({ action: "record:settlement" }, () => listPayoutRuns());

/** Staff: prepare a payout run for a period (approved later by someone else). */
export const POST = handler({ action: "record:settlement", body: payoutRunSchema }, async ({ user, body, ip }) =>
  Response.json(await preparePayoutRun(user, body, ip), { status: 201 }),
);
