import { z, recordId } from "@/lib/validation/client";
import { updateLender } from "@/lib/admin";
import { lenderUpdateSchema } from "@/lib/admin/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Admin: edit a lender's criteria and rates, or deactivate it ({active: false}). */
export const PATCH = handler(
  { action: "manage:lender", params: z.object({ id: recordId() }), body: lenderUpdateSchema },
  ({ user, params, body, ip }) => updateLender(user, params.id, body, ip),
);
