import "server-only";
import { workspaceHref, isTerminal } from "@/lib/applications/client";
import { buffer } from "node:stream/consumers";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff, notifyUser } from "@/lib/notifications";
import { storageFor } from "@/lib/storage";
import { createGeneratedDocument, writeGeneratedPdf } from "./documents";
import { esignProvider } from "./esign";
import { approveWhenAllSigned } from "./guarantors";
import { sha256 } from "./pdf";
import { SIGNING_CONSENT_TEXT, type SignContractInput } from "./schema";
import { signerNameProblem } from "./signer";

const NOT_FOUND = { code: "not_found" as const, message: "Contract not found." };

/**
 * The client signs the contract in the portal (click-to-sign): the typed name (the applicant's as
 * recorded on the application, else 400 naming whom it expects: signer.ts), the consent text,
 * the time, the IP and the SHA-256 of the contract they were shown are recorded; the signed PDF
 * (contract + signature page) is stored as a Document; the application moves to approved
 * (statusAfterDealEvent "signed") in the same transaction once every guarantor has signed too (ADR 067).
 */
export async function signContract(user: SessionUser, contractId: string, input: SignContractInput, ip: string) {
  const prisma = await db();
  const contract = await prisma.contract.findUnique({
    where: { id: contractId },
    include: {
      application: {
        select: {
          id: true,
          number: true,
          clientId: true,
          partnerId: true,
          status: true,
          version: true,
          contactFirstName: true,
          contactLastName: true,
        },
      },
      offer: { select: { lender: { select: { name: true } } } },
    },
  });
  if (!contract) throw new AppError("not_found", NOT_FOUND.message);
  const app = contract.application;
  requirePermission(user, "sign:contract", { ownerId: app.clientId, partnerId: app.partnerId }, NOT_FOUND);
  if (contract.status === "awaiting_lender")
    throw new AppError("conflict", "The lender has not issued the contract yet: it can be signed once it arrives.");
  if (contract.status === "void")
    throw new AppError(
      "conflict",
      `This contract was voided: ${contract.offer.lender.name} was withdrawn from the application, so it can no longer be signed.`,
    );
  if (contract.status !== "ready") throw new AppError("conflict", "This contract has already been signed.");
  if (isTerminal(app.status))
    throw new AppError("conflict", "This application is closed: the contract can no longer be signed.");
  const recorded = { firstName: app.contactFirstName, lastName: app.contactLastName };
  const nameProblem = signerNameProblem(input.fullName, recorded);
  if (nameProblem) throw new AppError("bad_request", nameProblem, { fields: { fullName: [nameProblem] } });
  const signerName = input.fullName.normalize("NFKC").replace(/\s+/g, " ").trim();
  const provider = esignProvider(contract.provider);
  if (!provider.signsInPortal)
    throw new AppError("conflict", "This contract is signed on the e-signature provider's page.");
  const document = contract.documentId
    ? await prisma.document.findUnique({ where: { id: contract.documentId } })
    : null;
  if (!document) throw new AppError("conflict", "The contract document is missing. Contact us to reissue it.");
  const shown = await buffer(await storageFor(document.storageDriver).get(document.storageKey));
  const documentSha256 = sha256(shown);
  if (documentSha256 !== contract.documentSha256)
    throw new AppError("conflict", "The contract document does not match the one issued. Contact us to reissue it.");

  const signedAt = new Date();
  const evidence = { signerName, consentText: SIGNING_CONSENT_TEXT, signedAt, ip, documentSha256 };
  const signedPdf = await provider.signedDocument(shown, evidence);
  const file = await writeGeneratedPdf(app.id, signedPdf);
  let result;
  try {
    result = await transaction(async (tx) => {
      const doc = await createGeneratedDocument(tx, file, {
        applicationId: app.id,
        ownerId: app.clientId,
        fileName: `loan-contract-${app.number}-signed.pdf`,
        documentType: "signed_contract",
      });
      const signed = await tx.contract.updateMany({
        where: { id: contract.id, status: "ready" },
        data: {
          status: "signed",
          signerName,
          signerId: user.id,
          consentText: SIGNING_CONSENT_TEXT,
          signedAt,
          signedIp: ip,
          signedDocumentId: doc.id,
        },
      });
      if (signed.count !== 1) throw new AppError("conflict", "This contract has already been signed.");
      await audit(tx, {
        actor: user,
        action: "contract.signed",
        entity: "Contract",
        entityId: contract.id,
        before: { status: "ready" },
        after: {
          status: "signed",
          signerName,
          documentSha256,
          signedDocumentId: doc.id,
          signedDocumentSha256: sha256(signedPdf),
        },
        ip,
      });
      // Approved once the guarantors have signed too (ADR 067): maybe now, maybe at the last guarantee.
      const next = await approveWhenAllSigned(tx, app.id, { actor: user, ip, note: "Contract signed" });
      const note = {
        kind: "status_changed",
        title: `Contract signed on ${app.number}`,
        body: `The client signed the contract with ${contract.offer.lender.name}. ${
          next ? "The application is approved." : "The guarantors' signatures are still to come."
        }`,
      };
      await notifyStaff(tx, { ...note, link: workspaceHref("staff", app.id, "contract") });
      if (app.partnerId)
        await notifyUser(tx, app.partnerId, { ...note, link: workspaceHref("partner", app.id, "contract") });
      return { status: next ?? app.status, signedDocumentId: doc.id };
    });
  } catch (error) {
    // Nothing committed: the signed file has no row.
    await file.discard();
    throw error;
  }
  return { contractId: contract.id, applicationStatus: result.status, signedDocumentId: result.signedDocumentId };
}
