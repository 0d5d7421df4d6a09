/**
 * Which documents an application needs (issue 15 item 3). Pure: the rules only, from the facts of
 * one application; lib/documents/checklist-store.ts turns them into ChecklistItem rows.
 * Keys are stable (they identify an item across re-syncs); labels are what every portal shows.
 */
import type { Purpose } from "@/lib/applications/vocab";

/** Above this loan amount (whole AUD) lenders ask for BAS and financial statements. */
export const FULL_DOC_THRESHOLD = 150_000;
/** How many months of business bank statements every application needs: the one figure every page quotes. */
export const BANK_STATEMENT_MONTHS = 6;

export interface ChecklistFacts {
  purpose: Purpose | string;
  loanAmount: number;
  /** From the full application; unknown until it is completed (then no entity-specific items). */
  entityType?: string | null;
  directors: { id?: string | null; name: string }[];
}

export interface ChecklistRule {
  key: string;
  label: string;
  required: boolean;
}

/** An entity type counts as a trust whatever its spelling ("trust", "Trust", "family_trust"). */
const isTrust = (entityType: string | null | undefined) => !!entityType && /trust/i.test(entityType);

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "director";

/** The director's part of an item key: their record id when known, else their name. */
function directorKey(d: { id?: string | null; name: string }, index: number, seen: Set<string>): string {
  let key = d.id ? `photo-id:${d.id}` : `photo-id:${slug(d.name)}`;
  if (seen.has(key)) key = `${key}-${index + 1}`;
  seen.add(key);
  return key;
}

/** The items an application with these facts needs, required first, in a stable order. */
export function checklistFor(facts: ChecklistFacts): ChecklistRule[] {
  const items: ChecklistRule[] = [
    {
      key: "bank-statements-6m",
      label: `Business bank statements for the last ${BANK_STATEMENT_MONTHS} months`,
      required: true,
    },
  ];
  const fullDoc = facts.loanAmount > FULL_DOC_THRESHOLD;
  if (fullDoc) {
    items.push(
      { key: "bas-2q", label: "BAS for the last two quarters", required: true },
      { key: "financial-statements", label: "Latest financial statements", required: true },
    );
  }
  if (facts.purpose === "equipment") {
    items.push({ key: "equipment-invoice", label: "Equipment invoice or quote", required: true });
  }
  const seen = new Set<string>();
  facts.directors.forEach((d, i) => {
    const name = d.name.trim() || `Director ${i + 1}`;
    items.push({ key: directorKey(d, i, seen), label: `Photo ID for ${name}`, required: true });
  });
  if (isTrust(facts.entityType)) items.push({ key: "trust-deed", label: "Trust deed", required: true });
  // Helpful below the threshold but not needed to go to lenders.
  if (!fullDoc) items.push({ key: "bas-2q", label: "BAS for the last two quarters", required: false });
  return items;
}

export const CHECKLIST_STATUSES = ["requested", "received", "approved", "rejected"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** Still waiting on someone: not approved yet (requested, received for review, or rejected). */
export const isOutstanding = (item: { status: string }) => item.status !== "approved";

/** Required items not approved yet: what blocks lender matching. */
export function missingRequired<T extends { required: boolean; status: string; label: string }>(items: T[]): string[] {
  return items.filter((i) => i.required && isOutstanding(i)).map((i) => i.label);
}

/** Items the client or broker still has to act on (requested or rejected), required or custom. */
export function outstandingCount(items: { status: string }[]): number {
  return items.filter((i) => i.status === "requested" || i.status === "rejected").length;
}

const STATUS_LABELS: Record<ChecklistStatus, string> = {
  requested: "Requested",
  received: "Received",
  approved: "Approved",
  rejected: "Rejected",
};
export const checklistStatusLabel = (s: string) => STATUS_LABELS[s as ChecklistStatus] ?? s;
