/**
 * A lender's conditions on a submission (LenderSubmission.conditions): named, each answered by staff
 * in text or turned into a checklist request to the client. Pure.
 */
import { createHash, randomUUID } from "node:crypto";

export interface SubmissionCondition {
  id: string;
  text: string;
  answer?: string;
  answeredAt?: string;
  /** The checklist request this condition became (or was linked to); met when that item is approved. */
  checklistItemId?: string;
  /** The approved document that answered it (sent to the lender), once its checklist item was approved. */
  documentId?: string;
  documentName?: string;
}

/** A condition's text as a document request: case, spacing and closing punctuation do not make another one. */
export function normaliseRequest(text: string) {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.;:!]+$/, "")
    .trim();
}

/**
 * The checklist key of the one request a condition's document becomes (ADR 082): every lender that
 * names the same document shares it, and the (applicationId, key) unique index keeps it one.
 */
export function conditionRequestKey(text: string) {
  return `condition:${createHash("sha256").update(normaliseRequest(text)).digest("hex").slice(0, 24)}`;
}

/** What staff see on a condition: answered (in text or with the approved document), requested, or open. */
export function conditionState(c: SubmissionCondition): "answered" | "document" | "requested" | "open" {
  if (c.answeredAt) return c.documentId ? "document" : "answered";
  return c.checklistItemId ? "requested" : "open";
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
