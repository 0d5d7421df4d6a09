/**
 * Every kind of notification a client or broker can receive, with the label their preferences show
 * (issue 16 item 7). Pure: the settings form imports it. A user may mute the e-mail for any kind; the
 * in-app notification always arrives.
 */
export const NOTIFICATION_KINDS = {
  status_changed: "Application status changes",
  message: "New messages",
  document_requested: "New document requests",
  document_approved: "Documents approved",
  document_rejected: "Documents needing another upload",
  offer_received: "Offers received",
  offer_expiring: "Offers about to expire",
  offer_accepted: "An offer accepted",
  contract_ready: "Contracts ready to sign",
  settled: "Loans settled",
  commission_earned: "Commission earned",
  submission_update: "Lender updates",
  // Issue 16 item 6 (the work queue): a staff member hears that an application was assigned to them.
  application_assigned: "Applications assigned to you",
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** The kinds each audience can receive, in the order their preferences list them (labels only: no access decision). */
const AUDIENCE_KINDS: Record<"client" | "partner" | "team", readonly NotificationKind[]> = {
  client: [
    "status_changed",
    "message",
    "document_requested",
    "document_approved",
    "document_rejected",
    "offer_received",
    "offer_expiring",
    "contract_ready",
    "settled",
  ],
  partner: [
    "status_changed",
    "document_requested",
    "document_approved",
    "document_rejected",
    "offer_received",
    "offer_accepted",
    "settled",
    "commission_earned",
    "submission_update",
  ],
  team: ["application_assigned", "submission_update"],
};

/** The kinds a user of this role sets e-mail preferences for. */
export function notificationKindsFor(role: string): readonly NotificationKind[] {
  return role === "client" ? AUDIENCE_KINDS.client : role === "partner" ? AUDIENCE_KINDS.partner : AUDIENCE_KINDS.team;
}
