/**
 * A lender's conditions on a submission (LenderSubmission.conditions): named, each answered by staff
 * in text or turned into a checklist request to the client. Pure.
 */
import { randomUUID } from "node:crypto";

export interface SubmissionCondition {
  id: string;
  text: string;
  answer?: string;
  answeredAt?: string;
  /** The checklist request this condition became; met when that item is approved. */
  checklistItemId?: string;
}

export function newConditions(texts: readonly string[]): SubmissionCondition[] {
  return texts.map((text) => ({ id: randomUUID(), text }));
}

export function readConditions(value: unknown): SubmissionCondition[] {
  return Array.isArray(value) ? (value as SubmissionCondition[]) : [];
}

/** Every condition answered in text, or its checklist request approved. */
export function conditionsMet(
  conditions: readonly SubmissionCondition[],
  approvedItemIds: ReadonlySet<string> = new Set(),
) {
  return conditions.every((c) => !!c.answeredAt || (!!c.checklistItemId && approvedItemIds.has(c.checklistItemId)));
}
