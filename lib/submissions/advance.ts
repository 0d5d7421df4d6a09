import "server-only";
import { audit } from "@/lib/audit";
import { db, transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { loadEvidence } from "@/lib/assessment";
import { adapterFor, type SubmissionPackage } from "@/lib/lenders";
import { logger } from "@/lib/observability";
import { conditionsMet, readConditions } from "./conditions";
import { answerWithApprovedItem } from "./linked-conditions";
import { announceDecision, recordDecision } from "./decide";
import { scheduleStep } from "./schedule";
import { resumeAssessment } from "./resume";

const delaySeconds = () => env().SIMULATED_LENDER_DELAY_SECONDS;
/** A job this much overdue was lost (a crash, a restart of the in-process runner): the sweep runs it. */
const SWEEP_GRACE_MS = 30_000;

/**
 * One step of a submission's life with its lender, as the job runs it (issue 16 item 1):
 * submitted → sent to the lender (its reference; simulated lenders then assess) → the lender's
 * decision (simulated lenders only: e-mail lenders' decisions are keyed in by staff). The row is
 * the truth: a step claims it with the version guard, so a job and the sweep never both act, and a
 * failed step leaves it as it was for the retry. Returns the status it left the submission in.
 */
export async function advanceSubmission(submissionId: string): Promise<string | null> {
  const prisma = await db();
  const sub = await prisma.lenderSubmission.findUnique({
    where: { id: submissionId },
    include: { lender: true, application: true },
  });
  if (!sub) return null;
  const a = sub.application;
  // The lender decides on the verified facts and the bank data (ADR 068), never on the typed answers alone.
  const evidence = await loadEvidence(a.id);
  if (!evidence) return null;
  const adapter = adapterFor(sub.lender, evidence.verified.facts, evidence.bank);
  const conditions = readConditions(sub.conditions);
  const pkg: SubmissionPackage = {
    submissionId: sub.id,
    applicationId: a.id,
    applicationNumber: a.number,
    businessName: a.businessName,
    conditionsAnswered: conditions.length > 0 && conditionsMet(conditions, await approvedItems(a.id)),
  };

  if (sub.status === "submitted" && !sub.reference) {
    // Claim the step first, so a sweep running beside the job cannot send the package twice.
    const claim = await prisma.lenderSubmission.updateMany({
      where: { id: sub.id, version: sub.version, reference: null },
      data: { version: { increment: 1 } },
    });
    if (claim.count !== 1) return sub.status;
    const status = adapter.driver === "simulated" ? "assessing" : "submitted";
    const { reference, record } = await adapter.submit(pkg);
    // What the adapter leaves to write (the e-mail lender's package in the outbox) commits with the
    // reference, and only while the submission is still unsent: withdrawn meanwhile (the owner took
    // their consent back, ADR 066), nothing is written and the package never leaves.
    const sent = await transaction(async (tx) => {
      const moved = await tx.lenderSubmission.updateMany({
        where: { id: sub.id, status: "submitted", reference: null },
        data: { reference, status, version: { increment: 1 } },
      });
      if (moved.count !== 1) return false;
      await record?.(tx);
      await audit(tx, {
        actor: null,
        action: "submission.sent",
        entity: "LenderSubmission",
        entityId: sub.id,
        after: { reference, status, driver: adapter.driver },
      });
      if (adapter.driver === "simulated") scheduleStep(tx, sub.id, "simulated");
      return true;
    });
    return sent ? status : null;
  }

  if (sub.status === "assessing" && sub.reference) {
    const decision = await adapter.status(sub.reference, pkg);
    if (!decision || decision.kind === "assessing") return sub.status;
    try {
      const news = await transaction(async (tx) => {
        const n = await recordDecision(tx, sub.id, decision, { actor: null, version: sub.version });
        await announceDecision(tx, n);
        return n;
      });
      return news.status;
    } catch (error) {
      // Someone (staff withdrawing it, another worker) changed it meanwhile: their change stands.
      logger.info({ submissionId, err: error }, "submission step skipped");
      return null;
    }
  }
  return sub.status;
}

async function approvedItems(applicationId: string) {
  const prisma = await db();
  const items = await prisma.checklistItem.findMany({
    where: { applicationId, status: "approved" },
    select: { id: true },
  });
  return new Set(items.map((i) => i.id));
}

/**
 * The recurring safety net: steps a lost job left behind (the row says where each submission is),
 * and action-required submissions whose conditions are now met (a checklist request approved) go
 * back to the lender for assessment.
 */
export async function sweepSubmissions(now = new Date()): Promise<number> {
  const prisma = await db();
  const due = new Date(now.getTime() - delaySeconds() * 1000 - SWEEP_GRACE_MS);
  const stuck = await prisma.lenderSubmission.findMany({
    where: {
      updatedAt: { lte: due },
      OR: [
        { status: "submitted", reference: null },
        { status: "assessing", driver: "simulated" },
      ],
    },
    select: { id: true },
    orderBy: { updatedAt: "asc" },
    take: 50,
  });
  let advanced = 0;
  for (const s of stuck) {
    try {
      if ((await advanceSubmission(s.id)) !== null) advanced += 1;
    } catch (error) {
      logger.warn({ submissionId: s.id, err: error }, "submission sweep step failed; next sweep retries");
    }
  }
  const waiting = await prisma.lenderSubmission.findMany({
    where: { status: { in: ["action_required", "conditionally_approved"] } },
    select: { id: true, applicationId: true, conditions: true, version: true, driver: true, status: true },
    take: 100,
  });
  for (const w of waiting) {
    const conditions = readConditions(w.conditions);
    // ADR 082: a linked request approved whose answer (its document, to the lender) a lost job left undone.
    const approved = await approvedItems(w.applicationId);
    const unsent = conditions.filter((c) => !c.answeredAt && c.checklistItemId && approved.has(c.checklistItemId));
    if (unsent.length) {
      for (const itemId of new Set(unsent.map((c) => c.checklistItemId!)))
        advanced += await answerWithApprovedItem(w.applicationId, itemId).catch(() => 0);
      continue;
    }
    if (w.status !== "action_required") continue;
    if (!conditions.some((c) => c.checklistItemId) || !conditionsMet(conditions, await approvedItems(w.applicationId)))
      continue;
    if (await transaction((tx) => resumeAssessment(tx, w, null))) advanced += 1;
  }
  return advanced;
}
