import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { updateLead } from "@/lib/leads";
import { leadUpdateSchema } from "@/lib/leads/schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Change a lead's status or notes (own leads only). */
export const PATCH = handler(
  { action: "manage:lead", params: z.object({ id: recordId() }), body: leadUpdateSchema },
  ({ user, params, body, ip }) => updateLead(user, params.id, body, ip),
);
