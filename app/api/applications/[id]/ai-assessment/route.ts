import { z } from "@/lib/validation/zod";
import { assessApplication } from "@/lib/applications/transition";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Runs the risk scorecard; answers {riskScore, riskCategory, recommendation, factors}. */
export const POST = handler({ action: "assess:application", params: z.object({ id: z.string().min(1) }) }, ({ user, params, ip }) => assessApplication(user, params.id, ip));
