import { completeOwnerBankConnection } from "@/lib/checks";
import { workspaceHref } from "@/lib/applications/client";
import { handler } from "@/lib/http";
import { recordId, singleLine, z } from "@/lib/validation/client";

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
    // Back to the application's workspace, at its bank data (ADR 078).
    const [path, section] = workspaceHref("client", params.id, "documents").split("#");
    const next = new URLSearchParams({ bank: ok ? "connected" : "failed" });
    return new Response(null, { status: 303, headers: { Location: `${path}?${next.toString()}#${section}` } });
  },
);
