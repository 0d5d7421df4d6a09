import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { logger } from "@/lib/observability";
import type { Disclosure } from "@/lib/offers/client";
import { notifyUser } from "@/lib/notifications";
import { createGeneratedDocument, writeGeneratedPdf } from "./documents";
import { esignProvider } from "./esign";
import { issueGuarantorLinks } from "./guarantors";
import { contractPdf, sha256, type ContractParties } from "./pdf";
import { workspaceHref } from "@/lib/applications/client";

/**
 * The lender issues the contract (issue #34 item 4, ADR 067). The simulated lender's adapter returns
 * its contract at acceptance (contractPdf, in the lender's name); a lender reached by e-mail sends it
 * to us and staff upload it (attachLenderContract). Until then the contract waits (awaiting_lender).
 */
export async function lenderIssuedContract(
  driver: string,
  parties: ContractParties,
  terms: Disclosure,
): Promise<Buffer | null> {
  return driver === "simulated" ? contractPdf(parties, terms) : null;
}

export const MAX_LENDER_CONTRACT_BYTES = 20 * 1024 * 1024;

/**
 * Staff upload the contract the lender issued: stored as the application's contract document, its
 * SHA-256 recorded as what the parties sign; the client is told and each guarantor gets their link.
 * Only a PDF, and only while the contract awaits it (a second upload is a 409).
 */
export async function attachLenderContract(user: SessionUser, contractId: string, pdf: Buffer, ip?: string) {
  requirePermission(user, "submit:lender");
  if (pdf.byteLength === 0 || pdf.byteLength > MAX_LENDER_CONTRACT_BYTES || pdf.subarray(0, 5).toString() !== "%PDF-")
    throw new AppError("bad_request", "Upload the lender's contract as a PDF of at most 20 MB.", {
      fields: { file: ["Upload the lender's contract as a PDF of at most 20 MB."] },
    });
  const prisma = await db();
  const contract = await prisma.contract.findUnique({
    where: { id: contractId },
    include: {
      application: { select: { id: true, number: true, clientId: true } },
      offer: { select: { lender: { select: { name: true } } } },
    },
  });
  if (!contract) throw new AppError("not_found", "Contract not found.");
  if (contract.status !== "awaiting_lender")
    throw new AppError("conflict", "This contract already has the lender's document.");
  const app = contract.application;
  const file = await writeGeneratedPdf(app.id, pdf);
  try {
    await transaction(async (tx) => {
      const doc = await createGeneratedDocument(tx, file, {
        applicationId: app.id,
        ownerId: app.clientId,
        fileName: `loan-contract-${app.number}.pdf`,
        documentType: "contract",
      });
      const documentSha256 = sha256(pdf);
      const moved = await tx.contract.updateMany({
        where: { id: contract.id, status: "awaiting_lender" },
        data: { status: "ready", documentId: doc.id, documentSha256 },
      });
      if (moved.count !== 1) throw new AppError("conflict", "This contract already has the lender's document.");
      await audit(tx, {
        actor: user,
        action: "contract.lender_issued",
        entity: "Contract",
        entityId: contract.id,
        before: { status: "awaiting_lender" },
        after: { status: "ready", documentId: doc.id, documentSha256, uploadedBy: "staff" },
        ip,
      });
      const lenderName = contract.offer.lender.name;
      await issueGuarantorLinks(tx, {
        id: contract.id,
        applicationId: app.id,
        applicationNumber: app.number,
        lenderName,
        provider: contract.provider,
      });
      await notifyUser(tx, app.clientId, {
        kind: "contract_ready",
        title: "Your loan contract is ready to sign",
        body: `${lenderName} has issued your contract for ${app.number}. Review it and sign it in your portal.`,
        link: workspaceHref("client", app.id, "contract"),
      });
    });
  } catch (error) {
    await file.discard();
    throw error;
  }
  const client = await prisma.user.findUniqueOrThrow({
    where: { id: app.clientId },
    select: { firstName: true, lastName: true, email: true },
  });
  const name = [client.firstName, client.lastName].filter(Boolean).join(" ") || client.email;
  await sendForSignature(contract.id, pdf, { name, email: client.email });
  return { contractId: contract.id, status: "ready" as const };
}

/**
 * The contract is ready: its provider sends it (click-to-sign: nothing to send, the links are
 * e-mailed; an envelope provider: one envelope with the borrower and every guarantor, whose
 * reference is kept to match its webhook). A provider failure is logged, never the signer's error.
 */
export async function sendForSignature(contractId: string, pdf: Buffer, signer: { name: string; email: string }) {
  const prisma = await db();
  const contract = await prisma.contract.findUniqueOrThrow({
    where: { id: contractId },
    select: { id: true, applicationId: true, provider: true, guarantors: { select: { name: true, email: true } } },
  });
  try {
    const { reference } = await esignProvider(contract.provider).send({
      contractId: contract.id,
      applicationId: contract.applicationId,
      pdf,
      signer,
      guarantors: contract.guarantors,
    });
    if (reference) await prisma.contract.update({ where: { id: contract.id }, data: { envelopeId: reference } });
  } catch (error) {
    logger.error({ contractId: contract.id, err: error }, "e-signature provider send failed");
  }
}
