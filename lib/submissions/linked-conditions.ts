import "server-only";
import { loadEvidence } from "@/lib/assessment";
import { audit, type Actor } from "@/lib/audit";
import { db, transaction, type Prisma } from "@/lib/db";
import { adapterFor, type SubmissionPackage } from "@/lib/lenders";
import { formatDate } from "@/lib/money/client";
import { logger } from "@/lib/observability";
import { resumeAssessment } from "./resume";
import { conditionRequestKey, conditionsMet, normaliseRequest, readConditions } from "./conditions";

/** Statuses in which a lender waits for its conditions. */
const WAITING = ["action_required", "conditionally_approved"] as const;

/**
 * The application's one checklist item for this document (ADR 082): the item a condition with the
 * same text already became, or any item (the rules' or staff's) with that label. Null: none yet.
 */
export async function requestFor(applicationId: string, text: string) {
  const prisma = await db();
  const items = await prisma.checklistItem.findMany({
    where: { applicationId },
    select: { id: true, key: true, label: true, status: true },
    orderBy: { createdAt: "asc" },
  });
  const key = conditionRequestKey(text);
  const wanted = normaliseRequest(text);
  return items.find((i) => i.key === key) ?? items.find((i) => normaliseRequest(i.label) === wanted) ?? null;
}

/**
 * A checklist item was approved: every lender condition linked to it, still open, is answered with
 * its approved document, which goes to that lender through its adapter (the e-mail lender's mail is
 * written with the answer, so a retry never sends it twice); a submission whose conditions are then
 * all met goes back to the lender's assessment. Run by the approval's job and by the sweep.
 * Returns how many conditions were answered.
 */
export async function answerWithApprovedItem(applicationId: string, itemId: string, actor: Actor | null = null) {
  const prisma = await db();
  const item = await prisma.checklistItem.findFirst({
    where: { id: itemId, applicationId, status: "approved" },
    select: {
      id: true,
      label: true,
      reviewedAt: true,
      documents: { where: { status: "approved" }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  const document = item?.documents[0];
  if (!item || !document) return 0;
  const submissions = await prisma.lenderSubmission.findMany({
    where: { applicationId, status: { in: [...WAITING] } },
    include: WITH_LENDER,
  });
  const linked = submissions.filter((s) =>
    readConditions(s.conditions).some((c) => c.checklistItemId === itemId && !c.answeredAt),
  );
  if (!linked.length) return 0;
  const evidence = await loadEvidence(applicationId);
  if (!evidence) return 0;
  let answered = 0;
  for (const sub of linked) {
    try {
      answered += await answerOne(sub, item, document, evidence, actor);
    } catch (error) {
      // The lender's API refused or another change won: the sweep tries again.
      logger.warn({ submissionId: sub.id, err: error }, "linked condition not answered; the sweep retries");
    }
  }
  return answered;
}

const WITH_LENDER = {
  lender: true,
  application: { select: { number: true, businessName: true } },
} satisfies Prisma.LenderSubmissionInclude;
type Loaded = Prisma.LenderSubmissionGetPayload<{ include: typeof WITH_LENDER }>;

async function answerOne(
  sub: Loaded,
  item: { id: string; label: string; reviewedAt: Date | null },
  document: { id: string; fileName: string; contentType: string; storageDriver: string; storageKey: string },
  evidence: NonNullable<Awaited<ReturnType<typeof loadEvidence>>>,
  actor: Actor | null,
) {
  const at = new Date();
  const conditions = readConditions(sub.conditions);
  const next = conditions.map((c) =>
    c.checklistItemId === item.id && !c.answeredAt
      ? {
          ...c,
          answer: `Answered with ${document.fileName} on ${formatDate(at)}`,
          answeredAt: at.toISOString(),
          documentId: document.id,
          documentName: document.fileName,
        }
      : c,
  );
  const pkg: SubmissionPackage = {
    submissionId: sub.id,
    applicationId: sub.applicationId,
    applicationNumber: sub.application.number,
    businessName: sub.application.businessName,
    conditionsAnswered: conditionsMet(next),
  };
  const adapter = adapterFor(sub.lender, evidence.verified.facts, evidence.bank);
  // The lender's reference; an e-mail lender is addressed by the application number until it gives one.
  const sent = await adapter.uploadDocument(sub.reference ?? sub.application.number, pkg, {
    fileName: document.fileName,
    contentType: document.contentType,
    storageDriver: document.storageDriver,
    storageKey: document.storageKey,
  });
  const count = next.filter((c, i) => c.answeredAt !== conditions[i]!.answeredAt).length;
  const done = await transaction(async (tx) => {
    const saved = await tx.lenderSubmission.updateMany({
      where: { id: sub.id, version: sub.version },
      data: { conditions: next.map((c) => ({ ...c })), version: { increment: 1 } },
    });
    if (saved.count !== 1) return false;
    await sent?.record?.(tx);
    for (const c of next.filter((c, i) => c.answeredAt !== conditions[i]!.answeredAt))
      await audit(tx, {
        actor,
        action: "submission.condition_answered",
        entity: "LenderSubmission",
        entityId: sub.id,
        after: {
          condition: c.text,
          checklistItemId: item.id,
          documentId: document.id,
          fileName: document.fileName,
          sentTo: sub.lender.name,
          driver: adapter.driver,
        },
      });
    if (sub.status === "action_required" && conditionsMet(next))
      await resumeAssessment(tx, { id: sub.id, version: sub.version + 1, driver: sub.driver }, actor);
    return true;
  });
  return done ? count : 0;
}
