/**
 * The events a partner's webhook endpoint may subscribe to (ADR 073). No server code: the portal's
 * form and the OpenAPI document import it too.
 */
export const WEBHOOK_EVENTS = [
  "application.status_changed",
  "offer.received",
  "application.settled",
  "commission.paid",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  "application.status_changed": "Status changed",
  "offer.received": "Offer received",
  "application.settled": "Settled",
  "commission.paid": "Commission paid",
};

/** The signature header on every delivery: `t=<unix seconds>,v1=<hex>[,v1=<hex during a rotation>]`. */
export const SIGNATURE_HEADER = "BizFund-Signature";
