import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

type Transport = Pick<nodemailer.Transporter, "sendMail">;
let transport: Transport | undefined;
let testTransport: Transport | null = null;

/**
 * SMTP_URL with our defaults where it sets none: pooled connections (one TCP and TLS handshake for
 * many messages, issue 40 item 4) and timeouts that bound a hung server (a send that never ends
 * would hold its claim forever, lib/mail/deliver.ts). Any of them can be set in the URL's query.
 */
export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = {
    pool: "true",
    maxConnections: "5",
    connectionTimeout: "10000",
    greetingTimeout: "10000",
    socketTimeout: "30000",
  };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

export function mailTransport(): Transport | null {
  if (testTransport) return testTransport;
  const { SMTP_URL } = env();
  if (!SMTP_URL) return null;
  transport ??= nodemailer.createTransport(transportUrl(SMTP_URL));
  return transport;
}

/** Whether outbox e-mails are sent at all (without SMTP_URL they are only the record). */
export function mailConfigured(): boolean {
  return !!testTransport || !!env().SMTP_URL;
}

/** Tests: deliver through this transport (null: back to SMTP_URL). */
export function setMailTransportForTests(t: Transport | null) {
  testTransport = t;
}

/**
 * The Message-ID of an outbox e-mail: its row id at the site's domain (APP_URL's host). Stored on the
 * row at the first attempt and sent with every attempt, so a resend after a crash carries the same
 * id and mail servers and clients can recognise and drop it (RFC 5322 §3.6.4).
 */
export function messageIdFor(outboxId: string, appUrl = env().APP_URL): string {
  return `<${outboxId}@${new URL(appUrl).hostname}>`;
}
