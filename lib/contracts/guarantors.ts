import "server-only";
import { workspaceHref, statusAfterDealEvent } from "@/lib/applications/client";
import { randomBytes } from "node:crypto";
import { hashToken } from "@/lib/security";
import { recordStatusMove } from "@/lib/applications/transition";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail";
import { notifyStaff } from "@/lib/notifications";
import { signerNameMatches } from "./signer";

/**
 * Guarantors (issue #34 item 4, ADR 067): each director or guarantor named in the full application
 * signs the guarantee from their own e-mailed link. The link's token is stored only as its SHA-256,
 * works once and expires; the contract is approved only when the borrower and every one of them has
 * signed (allSignaturesComplete).
 */
export const GUARANTOR_LINK_TTL_DAYS = 14;

type Tx = Prisma.TransactionClient;

/** The full application's directors and guarantors, each with where their link goes. */
async function signingParties(tx: Tx, applicationId: string) {
  const app = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      client: { select: { email: true, firstName: true, lastName: true, phone: true } },
      directors: { orderBy: { position: "asc" }, select: { id: true, fullName: true, email: true, mobile: true } },
    },
  });
  const client = app.client;
  return app.directors.map((d) => {
    // The applicant named as a director: their account's address when the row has none.
    const isClient =
      !!client.firstName &&
      !!client.lastName &&
      signerNameMatches(d.fullName, { firstName: client.firstName, lastName: client.lastName });
    return {
      directorId: d.id,
      name: d.fullName,
      email: d.email ?? (isClient ? client.email : null),
      mobile: d.mobile ?? (isClient ? client.phone : null),
    };
  });
}

export const guaranteeLink = (token: string) => new URL(`/sign/guarantee/${token}`, env().APP_URL).toString();

/**
 * The contract is ready to sign: a signing row per director or guarantor, and (for click-to-sign) an
 * e-mail with their own link. Staff are told of anyone without an e-mail address on file. Returns
 * the parties, for an envelope provider that sends its own e-mails.
 */
export async function issueGuarantorLinks(
  tx: Tx,
  contract: { id: string; applicationId: string; applicationNumber: string; lenderName: string; provider: string },
  now = new Date(),
) {
  const parties = await signingParties(tx, contract.applicationId);
  const expiresAt = new Date(now.getTime() + GUARANTOR_LINK_TTL_DAYS * 86_400_000);
  const issued = [];
  for (const p of parties) {
    if (!p.email) continue;
    const token = randomBytes(32).toString("base64url");
    const row = await tx.guarantorSigning.create({
      data: {
        contractId: contract.id,
        directorId: p.directorId,
        name: p.name,
        email: p.email.toLowerCase(),
        mobile: p.mobile,
        tokenHash: hashToken(token),
        expiresAt,
        createdAt: now,
      },
      select: { id: true, name: true, email: true },
    });
    issued.push(row);
    if (contract.provider === "click")
      await queueMail(tx, {
        to: p.email,
        subject: `Sign your guarantee for ${contract.applicationNumber}`,
        text:
          `${p.name}, you are named as a director or guarantor on application ${contract.applicationNumber}, ` +
          `whose loan contract ${contract.lenderName} has issued. Read it and sign your guarantee here:\n\n${guaranteeLink(token)}\n\n` +
          `This link is for you alone: it works once, expires in ${GUARANTOR_LINK_TTL_DAYS} days, and asks for a one-time code we send you. ` +
          "If you did not expect it, do not sign and tell us.",
      });
  }
  const missing = parties.filter((p) => !p.email).map((p) => p.name);
  if (missing.length)
    await notifyStaff(tx, {
      kind: "status_changed",
      title: `Guarantor e-mail missing on ${contract.applicationNumber}`,
      body: `No e-mail address on file for ${missing.join(", ")}: add it to the full application so they can sign.`,
      link: workspaceHref("staff", contract.applicationId, "application"),
    });
  return issued;
}

/**
 * True when the accepted offer's contract is signed by the borrower and every director or guarantor
 * named in the full application has signed the guarantee (issue #34 item 4). For the approval guard
 * in lib/applications and the signing code below.
 */
export async function allSignaturesComplete(applicationId: string, tx?: Tx): Promise<boolean> {
  const client = tx ?? (await db());
  const app = await client.application.findUnique({
    where: { id: applicationId },
    select: { acceptedOfferId: true, directors: { select: { id: true } } },
  });
  if (!app?.acceptedOfferId) return false;
  const contract = await client.contract.findUnique({
    where: { offerId: app.acceptedOfferId },
    select: { status: true, guarantors: { where: { status: "signed" }, select: { directorId: true } } },
  });
  if (contract?.status !== "signed") return false;
  const signed = new Set(contract.guarantors.map((g) => g.directorId));
  return app.directors.every((d) => signed.has(d.id));
}

/** After any signature: the application moves to approved once every signature is in (same transaction). */
export async function approveWhenAllSigned(
  tx: Tx,
  applicationId: string,
  opts: { actor: Parameters<typeof recordStatusMove>[3]["actor"]; ip?: string; note: string },
) {
  if (!(await allSignaturesComplete(applicationId, tx))) return null;
  const app = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { id: true, status: true, version: true },
  });
  const next = statusAfterDealEvent(app.status, "signed");
  if (next) await recordStatusMove(tx, { id: app.id, from: app.status, version: app.version }, next, opts);
  return next;
}
