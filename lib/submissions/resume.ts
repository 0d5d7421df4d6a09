import "server-only";
import { audit, type Actor } from "@/lib/audit";
import type { Prisma } from "@/lib/db";
import { scheduleStep } from "./schedule";

/**
 * Every condition is met: the submission goes back to the lender's assessment (audited), and a
 * simulated lender's next decision is scheduled, in the caller's transaction.
 */
export async function resumeAssessment(
  tx: Prisma.TransactionClient,
  sub: { id: string; version: number; driver: "simulated" | "email" },
  actor: Actor | null,
) {
  const moved = await tx.lenderSubmission.updateMany({
    where: { id: sub.id, version: sub.version, status: "action_required" },
    data: { status: "assessing", version: { increment: 1 } },
  });
  if (moved.count !== 1) return false;
  await audit(tx, {
    actor,
    action: "submission.conditions_met",
    entity: "LenderSubmission",
    entityId: sub.id,
    before: { status: "action_required" },
    after: { status: "assessing" },
  });
  if (sub.driver === "simulated") scheduleStep(tx, sub.id, "simulated");
  return true;
}
