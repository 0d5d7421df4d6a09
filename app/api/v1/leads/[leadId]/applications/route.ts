import { handler } from "@/lib/http";
import { apiApplicationSchema, leadParamsSchema } from "@/lib/partner-api/client";
import { apiCreateApplication } from "@/lib/partner-api";

export const dynamic = "force-dynamic";

/**
 * Partner API (ADR 072): an application for the lead's client, held until the client confirms it from
 * the e-mailed link (ADR 019). Scope leads:write; Idempotency-Key honoured.
 */
export const POST = handler(
  { apiKey: "leads:write", params: leadParamsSchema, body: apiApplicationSchema },
  async ({ user, params, body, ip, request }) =>
    Response.json(await apiCreateApplication(user, params.leadId, body, request.headers.get("idempotency-key"), ip), {
      status: 201,
    }),
);
