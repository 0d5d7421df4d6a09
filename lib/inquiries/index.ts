import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { hashToken } from "@/lib/security";
import { db, transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail";
import { notifyStaff } from "@/lib/notifications";
import { SITE } from "@/lib/site";
import type { ContactInput, PartnerApplicationInput } from "./schema";
import { normalizeEmail } from "@/lib/validation/client";

export async function createContactInquiry(input: ContactInput, ip: string) {
  return transaction(async (tx) => {
    const row = await tx.contactInquiry.create({
      data: {
        name: input.name,
        email: normalizeEmail(input.email),
        company: input.company || null,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
      },
    });
    await audit(tx, { actor: null, action: "inquiry.created", entity: "ContactInquiry", entityId: row.id, ip });
    await queueMail(tx, {
      to: SITE.email,
      subject: `Contact form: ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\nCompany: ${input.company ?? ""}\nPhone: ${input.phone ?? ""}\n\n${input.message}`,
    });
    await notifyStaff(tx, {
      kind: "inquiry",
      title: `New enquiry: ${input.subject}`,
      body: `${input.name} wrote to us.`,
      link: "/staff/inbox",
    });
    return { id: row.id };
  });
}

export async function createPartnerApplication(input: PartnerApplicationInput, ip: string) {
  const { hp: _hp, ...data } = input;
  void _hp;
  return transaction(async (tx) => {
    const created = await tx.partnerApplication.create({ data: { ...data, email: normalizeEmail(data.email) } });
    await audit(tx, {
      actor: null,
      action: "partner_application.created",
      entity: "PartnerApplication",
      entityId: created.id,
      after: { source: created.source, email: created.email },
      ip,
    });
    await notifyStaff(tx, {
      kind: "partner_application",
      title: "New partner application",
      body: `${created.email} applied to become a partner.`,
      link: "/staff/partner-applications",
    });
    return { id: created.id };
  });
}

/** Double opt-in: a pending subscription and a confirmation link; no duplicates. */
export async function subscribeNewsletter(email: string) {
  const prisma = await db();
  const address = normalizeEmail(email);
  const existing = await prisma.newsletterSubscription.findUnique({ where: { email: address } });
  if (existing?.status === "confirmed") return { status: "confirmed" as const };
  const token = randomBytes(24).toString("base64url");
  const link = new URL("/api/newsletter/confirm", env().APP_URL);
  link.searchParams.set("token", token);
  // The subscription, its token and the e-mail with the link commit together.
  await transaction(async (tx) => {
    if (!existing) await tx.newsletterSubscription.create({ data: { email: address } });
    else if (existing.status === "unsubscribed")
      await tx.newsletterSubscription.update({ where: { email: address }, data: { status: "pending" } });
    await tx.authToken.create({
      data: {
        kind: "newsletter_confirm",
        email: address,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      },
    });
    await queueMail(tx, {
      to: address,
      subject: "Confirm your BizFund newsletter subscription",
      text: `Please confirm your subscription: ${link.toString()}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  });
  return { status: "pending" as const };
}

export async function confirmNewsletter(token: string): Promise<boolean> {
  const prisma = await db();
  const row = await prisma.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.kind !== "newsletter_confirm" || row.usedAt || row.expiresAt < new Date()) return false;
  await prisma.$transaction([
    prisma.authToken.update({ where: { id: row.id }, data: { usedAt: new Date() } }),
    prisma.newsletterSubscription.update({
      where: { email: row.email },
      data: { status: "confirmed", confirmedAt: new Date() },
    }),
  ]);
  return true;
}
