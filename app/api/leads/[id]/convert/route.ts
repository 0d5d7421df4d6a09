import { z, recordId } from "@/lib/validation/client";
import { convertLead } from "@/lib/leads/convert";
import { leadConversionSchema } from "@/lib/leads/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * 'Convert to application' (ADR 019): the partner submits their lead's application for the client;
 * it is held until the client confirms it from the e-mailed link (201, 'awaiting_client_confirmation').
 * Another partner's lead is 404; a lost or already converted lead 409.
 */
export const POST = handler(
  {
    action: "convert:lead",
    params: z.object({ id: recordId() }),
    body: leadConversionSchema,
    limits: [{ name: "convert-lead", limit: 20, windowSeconds: 3600 }],
  },
  async ({ user, params, body, ip }) => Response.json(await convertLead(user, params.id, body, ip), { status: 201 }),
);
