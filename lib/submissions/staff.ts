import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { addChecklistRequest } from "@/lib/documents";
import { AppError } from "@/lib/http/client";
import type { LenderDecision } from "@/lib/lenders/client";
import { calendarDay } from "@/lib/validation/client";
import { resumeAssessment } from "./resume";
import { withdrawFromLender } from "./withdraw";
import { conditionRequestKey, conditionsMet, readConditions, type SubmissionCondition } from "./conditions";
import { answerWithApprovedItem, requestFor } from "./linked-conditions";
import { announceDecision, recordDecision } from "./decide";
import type { KeyInDecision, SubmissionChange } from "./schema";

const changed = () => new AppError("conflict", "This submission was changed meanwhile. Refresh to see the latest.");

async function loadSubmission(id: string) {
  const prisma = await db();
  const sub = await prisma.lenderSubmission.findUnique({
    where: { id },
    include: { lender: { select: { name: true } } },
  });
  if (!sub) throw new AppError("not_found", "Submission not found.");
  return sub;
}

/** Staff act on one submission: withdraw it, answer a condition, ask the client for it, key in a decision. */
export async function changeSubmission(user: SessionUser, id: string, input: SubmissionChange, ip?: string) {
  requirePermission(user, "submit:lender");
  switch (input.action) {
    case "withdraw":
      return withdrawSubmission(user, id, input.note ?? null, ip);
    case "answer":
      return answerCondition(user, id, input.conditionId, { answer: input.answer }, ip);
    case "request":
      return requestCondition(user, id, input.conditionId, input.note, ip);
    case "decide":
      return keyInDecision(user, id, input, ip);
  }
}

async function withdrawSubmission(user: SessionUser, id: string, note: string | null, ip?: string) {
  const { status } = await withdrawFromLender(id, {
    actor: user,
    reason: note ?? "withdrawn by BizFund.",
    note,
    ip,
  });
  return { id, status };
}

/** Record an answer on one condition (text, or the checklist request it became); all met → assessing again. */
async function answerCondition(
  user: SessionUser,
  id: string,
  conditionId: string,
  patch: Pick<SubmissionCondition, "answer"> | Pick<SubmissionCondition, "checklistItemId">,
  ip?: string,
  /** Set when the condition is linked to an item that already existed (ADR 082): its label, audited. */
  linkedLabel?: string,
) {
  const sub = await loadSubmission(id);
  if (sub.status !== "action_required" && sub.status !== "conditionally_approved")
    throw new AppError("conflict", "This submission has no open conditions.");
  const conditions = readConditions(sub.conditions);
  const target = conditions.find((c) => c.id === conditionId);
  if (!target) throw new AppError("not_found", "Condition not found.");
  const next = conditions.map((c) =>
    c.id !== conditionId
      ? c
      : "answer" in patch
        ? { ...c, answer: patch.answer, answeredAt: new Date().toISOString() }
        : { ...c, ...patch },
  );
  await transaction(async (tx) => {
    const saved = await tx.lenderSubmission.updateMany({
      where: { id, version: sub.version },
      data: { conditions: next.map((c) => ({ ...c })), version: { increment: 1 } },
    });
    if (saved.count !== 1) throw changed();
    await audit(tx, {
      actor: user,
      action:
        "answer" in patch
          ? "submission.condition_answered"
          : linkedLabel
            ? "submission.condition_linked"
            : "submission.condition_requested",
      entity: "LenderSubmission",
      entityId: id,
      after: { condition: target.text, ...patch, ...(linkedLabel ? { linkedTo: linkedLabel } : {}) },
      ip,
    });
    // Every condition answered in text: back to the lender (the simulated lender decides again).
    if (sub.status === "action_required" && conditionsMet(next))
      await resumeAssessment(tx, { id, version: sub.version + 1, driver: sub.driver }, user);
  });
  return { id, conditions: next };
}

/**
 * The condition becomes a checklist request to the client (and the broker); met once staff approve it.
 * One request per document (ADR 082): when the application already has an item for it (another
 * lender named the same document, or it is on the checklist anyway), the condition is linked to that
 * item: nobody is told twice, and an item already approved answers the condition at once.
 */
async function requestCondition(
  user: SessionUser,
  id: string,
  conditionId: string,
  note: string | undefined,
  ip?: string,
) {
  const sub = await loadSubmission(id);
  const condition = readConditions(sub.conditions).find((c) => c.id === conditionId);
  if (!condition) throw new AppError("not_found", "Condition not found.");
  if (condition.checklistItemId) throw new AppError("conflict", "This condition is already on the client's checklist.");
  const existing = await requestFor(sub.applicationId, condition.text);
  if (existing) {
    const linked = await answerCondition(user, id, conditionId, { checklistItemId: existing.id }, ip, existing.label);
    if (existing.status === "approved") await answerWithApprovedItem(sub.applicationId, existing.id, user);
    return { ...linked, linkedTo: { id: existing.id, label: existing.label, status: existing.status } };
  }
  let item: { id: string };
  try {
    item = await addChecklistRequest(
      user,
      sub.applicationId,
      { title: condition.text.slice(0, 160), note: note ?? `${sub.lender.name} asks for this before deciding.` },
      ip,
      conditionRequestKey(condition.text),
    );
  } catch (error) {
    // Another lender's condition became the request meanwhile (the key is unique): link to it instead.
    const raced = await requestFor(sub.applicationId, condition.text);
    if (!raced) throw error;
    return requestCondition(user, id, conditionId, note, ip);
  }
  return answerCondition(user, id, conditionId, { checklistItemId: item.id }, ip);
}

/** Staff key in an e-mail lender's answer (simulated lenders answer for themselves). */
async function keyInDecision(user: SessionUser, id: string, input: KeyInDecision, ip?: string) {
  const sub = await loadSubmission(id);
  if (sub.driver !== "email")
    throw new AppError("conflict", `${sub.lender.name} answers through its API; its decisions arrive on their own.`);
  const decision: LenderDecision =
    input.status === "assessing"
      ? { kind: "assessing" }
      : input.status === "declined"
        ? { kind: "declined", reason: input.declineReason! }
        : input.status === "action_required"
          ? { kind: "action_required", conditions: input.conditions }
          : input.status === "conditionally_approved"
            ? { kind: "provisional_offer", conditions: input.conditions }
            : {
                kind: "offered",
                terms: {
                  ...input.offer!,
                  expiresAt: input.offer!.expiresOn ? calendarDay(input.offer!.expiresOn) : undefined,
                },
              };
  const news = await transaction(async (tx) => {
    const n = await recordDecision(tx, id, decision, {
      actor: user,
      ip,
      version: input.version,
      reference: input.reference || undefined,
    });
    await announceDecision(tx, n);
    return n;
  });
  return { id, status: news.status };
}
