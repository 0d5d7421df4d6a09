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
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}
