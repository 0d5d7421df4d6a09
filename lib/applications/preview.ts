import "server-only";
import { db } from "@/lib/db";
import { commonReasons, factsFromAnswers, matchLenders } from "@/lib/matching";
import type { z } from "zod";
import type { previewSchema } from "./wizard-schema";

/** Step 9's teaser: how many lenders match, the top three's 'Up to' amounts (names stay locked) and why others said no. */
export async function previewMatches(a: z.infer<typeof previewSchema>) {
  const prisma = await db();
  const lenders = await prisma.lender.findMany({ where: { active: true } });
  const results = matchLenders(factsFromAnswers(a), lenders);
  const eligible = results.filter((r) => r.eligible);
  return {
    matchedLenders: eligible.length,
    panelSize: results.length,
    /** Why lenders said no (shown before any contact details are asked for). */
    reasons: commonReasons(results),
    top: eligible.slice(0, 3).map((r) => ({ upToAmount: r.upToAmount, speedHours: r.speedHours, tier: r.tier })),
  };
}

/** What POST /api/quotes/preview answers (the wizard imports this type, never restates it). */
export type MatchPreview = Awaited<ReturnType<typeof previewMatches>>;
