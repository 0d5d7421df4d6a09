import "server-only";
import { randomInt } from "node:crypto";
import { audit } from "@/lib/audit";
import { hashToken } from "@/lib/security";
import type { SessionUser } from "@/lib/auth";
import { isTerminal } from "@/lib/applications/client";
import { createGeneratedDocument, writeGeneratedPdf, recordedGuarantor, smsSender } from "@/lib/contracts";
import { signerNameProblem } from "@/lib/contracts/client";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { notifyStaff } from "@/lib/notifications";
import { directorReceiptPdf } from "./director-receipt";
import type { GiveDirectorConsentInput } from "./director-schema";
import { DIRECTOR_CONFIRM_TEXT, directorConsentText } from "./director-text";
import type { CreditEnquiryKind } from "./text";

/**
 * A director's own consent link (ADR 083), checked like a guarantor's: altered or unknown, used,
 * expired, no longer needed, the file closed, or opened by someone else signed in — each a clear
 * refusal, and nothing is recorded. Reading it consumes nothing.
 */
export const DIRECTOR_LINK_INVALID =
  "This consent link is not valid. Use the whole link from your e-mail, or ask us for a new one.";
export const DIRECTOR_LINK_USED =
  "This consent link has already been used: your consent is recorded. Each link works once.";
export const DIRECTOR_LINK_EXPIRED = "This consent link has expired. Ask us to send you a new one.";
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (id: string, code: string) => hashToken(`director:${id}:${code}`);

export async function liveDirectorLink(token: string, viewer: SessionUser | null, now = new Date()) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100 || !/^[\w-]+$/.test(token))
    throw new AppError("not_found", DIRECTOR_LINK_INVALID);
  const prisma = await db();
  const row = await prisma.directorConsent.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { application: { select: { id: true, number: true, businessName: true, status: true, clientId: true } } },
  });
  if (!row || row.via !== "link") throw new AppError("not_found", DIRECTOR_LINK_INVALID);
  if (row.usedAt || row.status === "consented") throw new AppError("conflict", DIRECTOR_LINK_USED);
  if (!row.expiresAt || row.expiresAt <= now) throw new AppError("conflict", DIRECTOR_LINK_EXPIRED);
  if (row.status !== "pending" || isTerminal(row.application.status))
    throw new AppError("conflict", "This consent is no longer needed: the application is closed.");
  if (viewer && viewer.email.toLowerCase() !== row.email?.toLowerCase())
    throw new AppError(
      "forbidden",
      `You are signed in as ${viewer.email}, but this link is for ${row.name}. Sign out, or open the link in a private window.`,
    );
  const lenders = await prisma.lender.findMany({
    where: { id: { in: row.lenderIds } },
    orderBy: { name: "asc" },
    select: { id: true, name: true, creditEnquiry: true },
  });
  const text = directorConsentText(row.textVersion, {
    directorName: row.name,
    businessName: row.application.businessName,
    applicationNumber: row.application.number,
    lenders: lenders.map((l) => ({ name: l.name, enquiry: l.creditEnquiry as CreditEnquiryKind })),
  })!;
  return { ...row, lenders, text };
}
export type LiveDirectorLink = Awaited<ReturnType<typeof liveDirectorLink>>;

/** A fresh one-time code (replacing any earlier one) by e-mail, and by SMS where a mobile is on file. */
export async function sendDirectorCode(token: string, viewer: SessionUser | null, ip: string) {
  const link = await liveDirectorLink(token, viewer);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = new Date();
  const text = `Your BizFund consent code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`;
  await transaction(async (tx) => {
    await tx.directorConsent.update({
      where: { id: link.id },
      data: {
        codeHash: codeHash(link.id, code),
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        codeAttempts: 0,
      },
    });
    await queueMail(tx, { to: link.email!, subject: `Your consent code for ${link.application.number}`, text });
    await audit(tx, {
      actor: null,
      action: "consent.director_code_sent",
      entity: "DirectorConsent",
      entityId: link.id,
      after: { sms: !!link.mobile },
      ip,
    });
  });
  if (link.mobile) await smsSender().send(link.mobile, text);
  return { sent: true, sms: !!link.mobile };
}

async function checkCode(link: LiveDirectorLink, code: string, now: Date) {
  const refuse = (message: string) => new AppError("bad_request", message, { fields: { code: [message] } });
  if (!link.codeHash || !link.codeExpiresAt) throw refuse("Ask for a code first: press 'Send me a code'.");
  if (link.codeExpiresAt <= now || link.codeAttempts >= MAX_CODE_ATTEMPTS)
    throw refuse("This code has expired or was tried too often. Ask for a new one.");
  if (codeHash(link.id, code) !== link.codeHash) {
    const prisma = await db();
    await prisma.directorConsent.update({ where: { id: link.id }, data: { codeAttempts: { increment: 1 } } });
    throw refuse("That code is not the one we sent. Check it and try again.");
  }
}

/**
 * The director consents from their link: the code, their name as on file (first and last word, as
 * a guarantor's), the box ticked. Recorded with the exact words, time, IP and a PDF receipt (stored
 * with the file and e-mailed to them); the link is spent only if still unused (a second use is a 409).
 */
export async function giveDirectorConsent(viewer: SessionUser | null, input: GiveDirectorConsentInput, ip: string) {
  const now = new Date();
  const link = await liveDirectorLink(input.token, viewer, now);
  const nameProblem = signerNameProblem(input.fullName, recordedGuarantor(link.name));
  if (nameProblem) throw new AppError("bad_request", nameProblem, { fields: { fullName: [nameProblem] } });
  await checkCode(link, input.code, now);
  const typedName = input.fullName.normalize("NFKC").replace(/\s+/g, " ").trim();
  const app = link.application;
  const pdf = await directorReceiptPdf({
    applicationNumber: app.number,
    businessName: app.businessName,
    rows: [
      {
        id: link.id,
        name: link.name,
        typedName,
        via: "their own e-mailed link and a one-time code",
        at: now,
        ip,
        textVersion: link.textVersion,
        lenders: link.lenders.map((l) => ({ name: l.name, enquiry: l.creditEnquiry as CreditEnquiryKind })),
        text: link.text,
      },
    ],
  });
  const file = await writeGeneratedPdf(app.id, pdf);
  const fileName = `director-consent-${app.number}-${link.name.replace(/[^\w-]+/g, "-")}.pdf`;
  try {
    return await transaction(async (tx) => {
      const doc = await createGeneratedDocument(tx, file, {
        applicationId: app.id,
        ownerId: app.clientId,
        fileName,
        documentType: "consent_receipt",
      });
      const spent = await tx.directorConsent.updateMany({
        where: { id: link.id, usedAt: null, status: "pending", expiresAt: { gt: now } },
        data: {
          usedAt: now,
          status: "consented",
          typedName,
          consentText: `${link.text} ${DIRECTOR_CONFIRM_TEXT}`,
          consentedAt: now,
          ip,
          codeHash: null,
        },
      });
      if (spent.count !== 1) throw new AppError("conflict", DIRECTOR_LINK_USED);
      await audit(tx, {
        actor: null,
        action: "consent.director_given",
        entity: "DirectorConsent",
        entityId: link.id,
        before: { status: "pending" },
        after: {
          applicationId: app.id,
          director: link.name,
          lenders: link.lenders.map((l) => l.name),
          textVersion: link.textVersion,
          via: "link",
          receiptDocumentId: doc.id,
        },
        ip,
      });
      await queueMail(tx, {
        to: link.email!,
        subject: `Your consent receipt for ${app.number}`,
        text: `${link.name}, we recorded your consent to the credit check by ${link.lenders.map((l) => l.name).join(", ")} for application ${app.number}. Your receipt is attached.`,
        attachments: [{ fileName, contentType: "application/pdf", storageDriver: file.driver, storageKey: file.key }],
      });
      await notifyStaff(tx, {
        kind: "lender_consent",
        title: `${app.number}: ${link.name} consented as a director`,
        body: `${link.name} consented to the credit check by ${link.lenders.map((l) => l.name).join(", ")}.`,
        link: `/staff?application=${app.id}`,
      });
      return { consentId: link.id, receiptDocumentId: doc.id };
    });
  } catch (error) {
    await file.discard();
    throw error;
  }
}
