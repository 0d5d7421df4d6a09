import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { logger } from "@/lib/observability";
import { StorageNotFoundError, storageFor } from "@/lib/storage";
import { DEAL_OVER } from "./owner";

/**
 * Carrying out a deletion the owner asked for (issue 34 item 2, ADR 083), once the deal is closed.
 * Deleted: every stored document the file does not have to keep (uploads: statements, ID,
 * financials …) from storage and their rows, the bank data (connections, statements, the analysis),
 * the check results (their encrypted answers and outcomes) and the directors' dates of birth,
 * licence numbers, addresses and mobiles. Kept, because the law requires us to keep them
 * (docs/compliance.md, record keeping): the application's number and terms, the consents, the
 * disclosures (credit guide acknowledgement, needs and objectives, offers with their commission, the
 * credit proposal), the contracts and signed guarantees, that each check was made (kind, provider,
 * date), messages, complaints, commissions and the audit trail.
 */
export const KEPT_DOCUMENT_TYPES = [
  "contract",
  "signed_contract",
  "signed_guarantee",
  "credit_proposal",
  "consent_receipt",
] as const;

export interface DeletionOutcome {
  documentsDeleted: number;
  fileNames: string[];
  bankStatementsDeleted: number;
  bankConnectionsDeleted: number;
  analysisDeleted: boolean;
  checkResultsDeleted: number;
  directorsCleared: number;
  documentsKept: number;
}

export const KEPT_WORDS = [
  "the application's number, the loan asked for and its status history",
  "your consents (to each lender, to the checks, and the credit guide acknowledgement) with their text versions",
  "the disclosures we gave you (needs and objectives, each offer with the commission, the credit proposal)",
  "the loan contract and signed guarantees, if any",
  "that each credit or identity check was made (its kind, provider and date), not its result",
  "our messages, any complaint and the audit trail of what was done",
];

export async function carryOutDeletion(user: SessionUser, requestId: string, ip?: string) {
  requirePermission(user, "delete:client-data");
  const prisma = await db();
  const request = await prisma.dataDeletionRequest.findUnique({
    where: { id: requestId },
    include: {
      application: {
        select: {
          id: true,
          number: true,
          businessName: true,
          status: true,
          client: { select: { email: true, firstName: true } },
        },
      },
    },
  });
  if (!request) throw new AppError("not_found", "Deletion request not found.");
  if (request.completedAt) throw new AppError("conflict", "This deletion was already carried out.");
  const app = request.application;
  if (!DEAL_OVER.includes(app.status))
    throw new AppError(
      "conflict",
      "The deal is not closed: a file can be deleted once it is settled, declined or withdrawn.",
    );
  const docs = await prisma.document.findMany({
    where: { applicationId: app.id, documentType: { notIn: [...KEPT_DOCUMENT_TYPES] } },
    select: { id: true, fileName: true, storageDriver: true, storageKey: true },
  });
  // Files first: a failure here leaves every row, and the action can be run again (a file already
  // gone counts as deleted), so nothing claims a deletion that did not happen.
  for (const d of docs) {
    try {
      await storageFor(d.storageDriver).delete(d.storageKey);
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) {
        logger.error({ err: error, documentId: d.id }, "deletion: a stored file could not be deleted");
        throw new AppError("unavailable", "Storage did not delete every file; nothing else was changed. Try again.");
      }
    }
  }
  return transaction(async (tx) => {
    const claimed = await tx.dataDeletionRequest.updateMany({
      where: { id: requestId, completedAt: null },
      data: { completedAt: new Date(), completedById: user.id },
    });
    if (claimed.count !== 1) throw new AppError("conflict", "This deletion was already carried out.");
    const ids = docs.map((d) => d.id);
    const statements = await tx.bankStatement.deleteMany({ where: { applicationId: app.id } });
    const connections = await tx.bankConnection.deleteMany({ where: { applicationId: app.id } });
    const analysis = await tx.bankDataAnalysis.deleteMany({ where: { applicationId: app.id } });
    const checks = await tx.evidenceCheck.updateMany({
      where: { applicationId: app.id, OR: [{ resultEnc: { not: null } }, { outcome: { not: null } }] },
      data: { resultEnc: null, outcome: null, failure: null },
    });
    const directors = await tx.applicationDirector.updateMany({
      where: { applicationId: app.id },
      data: {
        dateOfBirthEnc: null,
        licenceNumberEnc: null,
        licenceState: null,
        street: null,
        suburb: null,
        state: null,
        postcode: null,
        mobile: null,
      },
    });
    await tx.document.deleteMany({ where: { id: { in: ids } } });
    const kept = await tx.document.count({ where: { applicationId: app.id } });
    const outcome: DeletionOutcome = {
      documentsDeleted: ids.length,
      fileNames: docs.map((d) => d.fileName),
      bankStatementsDeleted: statements.count,
      bankConnectionsDeleted: connections.count,
      analysisDeleted: analysis.count > 0,
      checkResultsDeleted: checks.count,
      directorsCleared: directors.count,
      documentsKept: kept,
    };
    await tx.dataDeletionRequest.update({ where: { id: requestId }, data: { outcome: { ...outcome } } });
    await audit(tx, {
      actor: user,
      action: "data.deleted",
      entity: "DataDeletionRequest",
      entityId: requestId,
      before: { completedAt: null },
      after: { applicationId: app.id, ...outcome },
      ip,
    });
    await queueMail(tx, {
      to: app.client.email,
      subject: `We deleted your file for ${app.number}`,
      text: deletionEmail(app, outcome),
    });
    return { id: requestId, ...outcome };
  });
}

function deletionEmail(
  app: { number: string; businessName: string; client: { firstName: string | null } },
  o: DeletionOutcome,
) {
  const deleted = [
    `${o.documentsDeleted} uploaded document${o.documentsDeleted === 1 ? "" : "s"}${o.fileNames.length ? ` (${o.fileNames.join(", ")})` : ""}`,
    `your bank data (${o.bankStatementsDeleted} statement${o.bankStatementsDeleted === 1 ? "" : "s"}, ${o.bankConnectionsDeleted} bank connection${o.bankConnectionsDeleted === 1 ? "" : "s"}${o.analysisDeleted ? " and its analysis" : ""})`,
    `the results of ${o.checkResultsDeleted} credit, identity and PPSR check${o.checkResultsDeleted === 1 ? "" : "s"}`,
    "the directors' dates of birth, licence numbers, home addresses and mobiles",
  ];
  return [
    `${app.client.firstName ? `${app.client.firstName}, w` : "W"}e have carried out your request to delete ${app.businessName}'s file (${app.number}).`,
    "",
    "Deleted:",
    ...deleted.map((d) => `- ${d}`),
    "",
    "Kept, because the law requires us to keep records of the credit assistance we gave (7 years) and of each consent and disclosure:",
    ...KEPT_WORDS.map((k) => `- ${k}`),
    "",
    "If you have a question about this, reply to this e-mail or use the complaints form on our contact page.",
  ].join("\n");
}
