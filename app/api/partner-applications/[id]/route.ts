import { z, recordId, text } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { approvePartnerApplication, declinePartnerApplication } from "@/lib/partners";

export const dynamic = "force-dynamic";

const body = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("decline"), reason: text().trim().min(3, "Give a reason for declining").max(1000) }),
]);

/** Staff decide a partner application: {decision: "approve"} or {decision: "decline", reason}. */
export const PATCH = handler(
  { action: "review:partner-application", params: z.object({ id: recordId() }), body },
  ({ user, params, body, ip }) =>
    body.decision === "approve"
      ? approvePartnerApplication(user, params.id, ip)
      : declinePartnerApplication(user, params.id, body.reason, ip),
);
