import { handler } from "@/lib/http";
import { applicationParamsSchema } from "@/lib/partner-api/client";
import { apiApplicationStatus } from "@/lib/partner-api";

export const dynamic = "force-dynamic";

/** Partner API (ADR 072): a referred application's status and offers summary. Scope applications:read. */
export const GET = handler({ apiKey: "applications:read", params: applicationParamsSchema }, async ({ user, params }) =>
  apiApplicationStatus(user, params.applicationId),
);
