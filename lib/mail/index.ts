import "server-only";

/**
 * E-mail through the transactional outbox (ADR 021): `queueMail(tx, mail)` writes the message with
 * the change that causes it; delivery (lib/mail/deliver.ts) claims, sends with a stable Message-ID
 * and marks it sent. The module knows no job runner: lib/background registers MAIL_JOBS and wires the
 * after-commit hints.
 */
export { queueMail, sendMail, recentOutbox, outboxCounts } from "./outbox";
export { deliverOutboxEmail, deliverDueOutbox, MAX_MAIL_ATTEMPTS, CLAIM_LEASE_MS } from "./deliver";
export { messageIdFor, setMailTransportForTests } from "./transport";
export type { Mail, MailAttachment } from "./types";
