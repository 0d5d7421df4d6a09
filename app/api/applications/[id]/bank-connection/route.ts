import { completeOwnerBankConnection } from "@/lib/checks/bank";
import { handler } from "@/lib/http/handler";
import { recordId, singleLine } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/**
 * Where the open-banking intermediary sends the owner back (`connection`, `state`): the waiting
 * connection whose state matches is marked connected and its data fetched by a job; the owner lands
 * on their application, which says the bank data is on its way (issue 33, ADR 056 and 071).
 */
export const GET = handler(
  {
    action: "read:application",
    params: z.object({ id: recordId() }),
    query: z.object({ connection: singleLine().max(200), state: singleLine().max(200) }),
  },
  async ({ user, params, query, ip }) => {
    const ok = await completeOwnerBankConnection(user, params.id, query, ip);
    const next = new URLSearchParams({ application: params.id, bank: ok ? "connected" : "failed" });
    return new Response(null, { status: 303, headers: { Location: `/client?${next.toString()}` } });
  },
);
