import { lenderChoices, ownerLenderAction } from "@/lib/consent";
import { ownerLenderBodySchema } from "@/lib/consent/client";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The lender list (issue 34 items 1-2): proposed lenders, the owner's answers, the data-room ledger. */
export const GET = handler({ params }, ({ user, params }) => lenderChoices(user, params.id));

/** The owner approves or removes a proposed lender, withdraws one, or asks for deletion after the deal. */
export const POST = handler(
  { action: "consent:lender", params, body: ownerLenderBodySchema },
  async ({ user, params, body, ip }) =>
    Response.json(await ownerLenderAction(user, { ...body, applicationId: params.id }, ip), { status: 201 }),
);
