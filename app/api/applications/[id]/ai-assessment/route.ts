import { z, recordId } from "@/lib/validation/client";
import { assessApplication } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Runs the risk scorecard; answers {riskScore, riskCategory, recommendation, factors}. */
export const POST = handler(
  { action: "assess:application", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => assessApplication(user, params.id, ip),
);
