import { handler } from "@/lib/http";
import { apiLeadSchema } from "@/lib/partner-api/client";
import { apiCreateLead } from "@/lib/partner-api";

export const dynamic = "force-dynamic";

/** Partner API (ADR 072): a new lead for the key's partner. Scope leads:write; Idempotency-Key honoured. */
export const POST = handler({ apiKey: "leads:write", body: apiLeadSchema }, async ({ user, body, ip }) =>
  Response.json(await apiCreateLead(user, body, ip), { status: 201 }),
);
