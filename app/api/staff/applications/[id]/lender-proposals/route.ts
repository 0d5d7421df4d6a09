import { proposeLenders } from "@/lib/consent";
import { proposeLendersSchema } from "@/lib/consent/client";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

/** Staff propose lenders from the match list {lenderIds} for the owner's consent (issue 34 item 1). */
export const POST = handler(
  { action: "submit:lender", params: z.object({ id: recordId() }), body: proposeLendersSchema },
  async ({ user, params, body, ip }) => Response.json(await proposeLenders(user, params.id, body, ip), { status: 201 }),
);
