import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { settlementView, recordSettlement } from "@/lib/settlement";
import { settlementSchema } from "@/lib/settlement/client";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The settled loan and its repayment schedule, for whoever may read the application (staff: the form's facts). */
export const GET = handler({ action: "read:application", params }, ({ user, params }) =>
  settlementView(user, params.id),
);

/** Staff record the settlement: the move to settled and the partner's upfront commission, in one transaction. */
export const POST = handler(
  { action: "record:settlement", params, body: settlementSchema },
  async ({ user, params, body, ip }) =>
    Response.json(await recordSettlement(user, params.id, body, ip), { status: 201 }),
);
