import "server-only";
import { workspaceHref } from "@/lib/applications/client";
import { randomInt } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { hashToken } from "@/lib/security";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { notifyStaff } from "@/lib/notifications";
import { storageFor } from "@/lib/storage";
import { createGeneratedDocument, writeGeneratedPdf } from "./documents";
import { esignProvider } from "./esign";
import { GUARANTEE_CONSENT_TEXT, type SignGuaranteeInput } from "./guarantor-schema";
import { liveGuarantorLink, recordedGuarantor, type LiveGuarantorLink } from "./guarantor-link";
import { approveWhenAllSigned } from "./guarantors";
import { sha256 } from "./pdf";
import { signerNameProblem } from "./signer";
import { smsSender } from "./sms";

/**
 * A guarantor signs (issue #34 item 4, ADR 067): their own link (guarantor-link.ts), a one-time code
 * sent to their e-mail (and by SMS to a mobile on file), the typed name checked against the name in
 * the full application (signer.ts), and the contract they were shown unchanged since it was issued.
 * Any refusal records no signature. The last signature in moves the application to approved.
 */
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (signingId: string, code: string) => hashToken(`${signingId}:${code}`);

/** The contract as issued, read back and checked against the SHA-256 recorded when it was issued. */
async function issuedContract(link: LiveGuarantorLink) {
  const prisma = await db();
  const doc = await prisma.document.findUnique({ where: { id: link.contract.documentId! } });
  if (!doc) throw new AppError("conflict", "The contract document is missing. Contact us to reissue it.");
  const bytes = await buffer(await storageFor(doc.storageDriver).get(doc.storageKey));
  if (sha256(bytes) !== link.contract.documentSha256)
    throw new AppError("conflict", "The contract document does not match the one issued. Contact us to reissue it.");
  return { doc, bytes };
}

/** The contract for the guarantor to read (the link stays unused). */
export async function guarantorContract(token: string, viewer: SessionUser | null) {
  const link = await liveGuarantorLink(token, viewer);
  const { doc, bytes } = await issuedContract(link);
  return { fileName: doc.fileName, bytes };
}

/** A fresh one-time code (replacing any earlier one) by e-mail, and by SMS where a mobile is on file. */
export async function sendGuaranteeCode(token: string, viewer: SessionUser | null, ip: string) {
  const link = await liveGuarantorLink(token, viewer);
  if (!esignProvider(link.contract.provider).signsInPortal)
    throw new AppError("conflict", "This guarantee is signed on the e-signature provider's page: use its e-mail.");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = new Date();
  const text = `Your BizFund signing code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`;
  await transaction(async (tx) => {
    await tx.guarantorSigning.update({
      where: { id: link.id },
      data: {
        codeHash: codeHash(link.id, code),
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        codeAttempts: 0,
      },
    });
    await queueMail(tx, {
      to: link.email,
      subject: `Your signing code for ${link.contract.application.number}`,
      text,
    });
    await audit(tx, {
      actor: null,
      action: "guarantee.code_sent",
      entity: "GuarantorSigning",
      entityId: link.id,
      after: { sms: !!link.mobile },
      ip,
    });
  });
  if (link.mobile) await smsSender().send(link.mobile, text);
  return { sent: true, sms: !!link.mobile };
}

/** The code must be the latest one sent, unexpired, within the attempts; a wrong one counts. */
async function checkCode(link: LiveGuarantorLink, code: string, now: Date) {
  const prisma = await db();
  const refuse = (message: string) => new AppError("bad_request", message, { fields: { code: [message] } });
  if (!link.codeHash || !link.codeExpiresAt) throw refuse("Ask for a code first: press 'Send me a code'.");
  if (link.codeExpiresAt <= now || link.codeAttempts >= MAX_CODE_ATTEMPTS)
    throw refuse("This code has expired or was tried too often. Ask for a new one.");
  if (codeHash(link.id, code) !== link.codeHash) {
    await prisma.guarantorSigning.update({ where: { id: link.id }, data: { codeAttempts: { increment: 1 } } });
    throw refuse("That code is not the one we sent. Check it and try again.");
  }
}

/** The guarantor's click-to-sign from their link. */
export async function signGuarantee(viewer: SessionUser | null, input: SignGuaranteeInput, ip: string) {
  const now = new Date();
  const link = await liveGuarantorLink(input.token, viewer, now);
  if (!esignProvider(link.contract.provider).signsInPortal)
    throw new AppError("conflict", "This guarantee is signed on the e-signature provider's page.");
  const nameProblem = signerNameProblem(input.fullName, recordedGuarantor(link.name));
  if (nameProblem) throw new AppError("bad_request", nameProblem, { fields: { fullName: [nameProblem] } });
  await checkCode(link, input.code, now);
  return recordGuarantorSignature(link, { typedName: input.fullName, ip, via: "click", at: now });
}

/**
 * Records one guarantor's signature: the signed guarantee (contract + signature page) as a Document,
 * the evidence on the row, the link spent — only if it is still unused (a second use is a 409) — and
 * the approval when it is the last signature. Shared by the link and the provider's webhook.
 */
export async function recordGuarantorSignature(
  link: LiveGuarantorLink,
  s: { typedName: string; ip: string; via: string; at: Date },
) {
  const nameProblem = signerNameProblem(s.typedName, recordedGuarantor(link.name));
  if (nameProblem) throw new AppError("bad_request", nameProblem, { fields: { fullName: [nameProblem] } });
  const { bytes } = await issuedContract(link);
  const signerName = s.typedName.normalize("NFKC").replace(/\s+/g, " ").trim();
  const documentSha256 = link.contract.documentSha256;
  const evidence = { signerName, consentText: GUARANTEE_CONSENT_TEXT, signedAt: s.at, ip: s.ip, documentSha256 };
  const signedPdf = await esignProvider(link.contract.provider).signedDocument(bytes, evidence);
  const app = link.contract.application;
  const file = await writeGeneratedPdf(link.contract.applicationId, signedPdf);
  try {
    return await transaction(async (tx) => {
      const owner = await tx.application.findUniqueOrThrow({
        where: { id: link.contract.applicationId },
        select: { clientId: true },
      });
      const doc = await createGeneratedDocument(tx, file, {
        applicationId: link.contract.applicationId,
        ownerId: owner.clientId,
        fileName: `guarantee-${app.number}-${link.name.replace(/[^\w-]+/g, "-")}-signed.pdf`,
        documentType: "signed_guarantee",
      });
      const spent = await tx.guarantorSigning.updateMany({
        where: { id: link.id, usedAt: null, status: "pending", expiresAt: { gt: s.at } },
        data: {
          usedAt: s.at,
          status: "signed",
          signerName,
          consentText: GUARANTEE_CONSENT_TEXT,
          documentSha256,
          signedAt: s.at,
          signedIp: s.ip,
          signedVia: s.via,
          signedDocumentId: doc.id,
          codeHash: null,
        },
      });
      if (spent.count !== 1) throw new AppError("conflict", "This signing link has already been used.");
      await audit(tx, {
        actor: null,
        action: "guarantee.signed",
        entity: "GuarantorSigning",
        entityId: link.id,
        before: { status: "pending" },
        after: { status: "signed", signerName, documentSha256, via: s.via, signedDocumentSha256: sha256(signedPdf) },
        ip: s.ip,
      });
      const approved = await approveWhenAllSigned(tx, link.contract.applicationId, {
        actor: null,
        ip: s.ip,
        note: "Every signature is in",
      });
      await notifyStaff(tx, {
        kind: "status_changed",
        title: `Guarantee signed on ${app.number}`,
        body: `${link.name} signed the guarantee.${approved ? " Every signature is in: the application is approved." : ""}`,
        link: workspaceHref("staff", link.contract.applicationId, "contract"),
      });
      return { signingId: link.id, signedDocumentId: doc.id, applicationStatus: approved };
    });
  } catch (error) {
    await file.discard();
    throw error;
  }
}
