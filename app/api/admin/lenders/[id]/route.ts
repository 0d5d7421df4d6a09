import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { updateLender } from "@/lib/admin";
import { lenderUpdateSchema } from "@/lib/admin/schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Admin: edit a lender's criteria and rates, or deactivate it ({active: false}). */
export const PATCH = handler(
  { action: "manage:lender", params: z.object({ id: recordId() }), body: lenderUpdateSchema },
  ({ user, params, body, ip }) => updateLender(user, params.id, body, ip),
);
