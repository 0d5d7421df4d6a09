import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { assessApplication } from "@/lib/applications/transition";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Runs the risk scorecard; answers {riskScore, riskCategory, recommendation, factors}. */
export const POST = handler(
  { action: "assess:application", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => assessApplication(user, params.id, ip),
);
