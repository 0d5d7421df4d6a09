import "server-only";
import nodemailer from "nodemailer";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let transport: nodemailer.Transporter | undefined;

/**
 * Every e-mail is written to the outbox table first (the record, and what /dev/outbox shows in
 * development); with SMTP_URL it is also sent, and the row records when, or why not.
 */
export async function sendMail(mail: Mail) {
  const prisma = await db();
  const row = await prisma.outboxEmail.create({
    data: { to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html },
  });
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return row;
  try {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    return prisma.outboxEmail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
  } catch (error) {
    console.error("[mail] send failed", error);
    return prisma.outboxEmail.update({ where: { id: row.id }, data: { error: String(error).slice(0, 500) } });
  }
}
