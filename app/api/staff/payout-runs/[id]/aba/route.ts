import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { payoutRunAba } from "@/lib/payouts";

export const dynamic = "force-dynamic";

/** Staff: the approved run's ABA file for the bank. */
export const GET = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }) },
  async ({ user, params, ip }) => {
    const { reference, file } = await payoutRunAba(user, params.id, ip);
    return new Response(file, {
      headers: {
        "Content-Type": "text/plain; charset=us-ascii",
        "Content-Disposition": `attachment; filename="bizfund-${reference}.aba"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    });
  },
);
