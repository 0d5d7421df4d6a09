import "server-only";
import { logger } from "@/lib/observability";

/**
 * Text messages (issue #34 item 4, ADR 067): the guarantor's one-time code also goes by SMS where a
 * mobile is on file. One adapter interface; the only driver here is the fake, which logs the message
 * (never the code) and keeps it in memory for tests. A real gateway (MessageMedia, Twilio …)
 * implements `send` and is chosen in `smsSender`.
 */
export interface SmsSender {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** What the fake sent, newest last (tests read it). */
export const fakeSmsOutbox: { to: string; text: string; at: Date }[] = [];

export const fakeSms: SmsSender = {
  name: "fake",
  async send(to, text) {
    fakeSmsOutbox.push({ to, text, at: new Date() });
    logger.info({ to: to.replace(/\d(?=\d{3})/g, "•") }, "sms: sent by the fake adapter");
  },
};

export function smsSender(): SmsSender {
  return fakeSms;
}
