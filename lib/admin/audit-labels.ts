/**
 * The audit log in words (issue 18 item 7): who acted by name and role, what they acted on by its
 * name or application number, and the action as a phrase; ids stay only in the filters. Pure.
 */
import { humanize } from "@/lib/applications/client";
import { roleLabel } from "@/lib/marketing/client";

export interface AuditPerson {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export function personName(p: AuditPerson): string {
  return [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email;
}

/**
 * 'Ada Nguyen (Admin)'; 'Command line' for `npm run admin:create` (actor role 'system'), 'Public
 * visitor' for the wizard.
 */
export function auditActorLabel(actor: AuditPerson | null, role: string | null): string {
  if (actor) return role ? `${personName(actor)} (${roleLabel(role)})` : personName(actor);
  if (role === "system") return "Command line";
  return role ? roleLabel(role) : "Public visitor";
}

/** 'application.status_changed' -> 'Application status changed'. */
export function auditActionLabel(action: string): string {
  return humanize(action.replace(/\./g, " ").toLowerCase());
}

const ENTITY_WORDS: Record<string, string> = {
  PartnerApplication: "Partner application",
  PendingApplication: "Held application",
  ChecklistItem: "Checklist item",
  ContactInquiry: "Contact enquiry",
  CreditCheck: "Credit check",
  WizardDraft: "Application draft",
  LenderSubmission: "Lender submission",
};

/** 'Application BF-2026-000123', 'User Ada Nguyen'; the kind alone when the record has no name to show. */
export function auditEntityLabel(entity: string, name: string | undefined): string {
  const kind = ENTITY_WORDS[entity] ?? humanize(entity);
  return name ? `${kind} ${name}` : kind;
}
