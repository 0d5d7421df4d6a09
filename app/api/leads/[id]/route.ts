import { z, recordId } from "@/lib/validation/client";
import { updateLead } from "@/lib/leads";
import { leadUpdateSchema } from "@/lib/leads/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Change a lead's status or notes (own leads only). */
export const PATCH = handler(
  { action: "manage:lead", params: z.object({ id: recordId() }), body: leadUpdateSchema },
  ({ user, params, body, ip }) => updateLead(user, params.id, body, ip),
);
