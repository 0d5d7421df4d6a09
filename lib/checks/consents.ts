import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { afterCommit, db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { checkProviders } from "./providers";
import { checkSubjects, COMPANY } from "./subjects";

/**
 * Consent per person, and the checks it allows (ADR 071). Recording a consent queues that
 * subject's checks (checks.run, after the commit): the company's commercial bureau file and PPSR
 * search, or a person's consumer bureau file, identity check and PEP/sanctions screen. Without a
 * consent nothing is queued, and the adapters refuse a request that carries none.
 */
export const CHECK_NOTICE_VERSION = "2026-11-checks";
export const RUN_JOB = "checks.run";

export type CheckKind = "commercial_bureau" | "ppsr" | "consumer_bureau" | "identity" | "screening";
export const COMPANY_KINDS: CheckKind[] = ["commercial_bureau", "ppsr"];
export const PERSON_KINDS: CheckKind[] = ["identity", "screening", "consumer_bureau"];

export interface Ctx {
  actor: Actor | null;
  ip?: string | null;
}

const providerOf = (kind: CheckKind) => {
  const p = checkProviders();
  return kind === "identity"
    ? p.identity.id
    : kind === "screening"
      ? p.screening.id
      : kind === "ppsr"
        ? p.ppsr.id
        : p.bureau.id;
};

/**
 * Records that `subject` ("company", or a person's key from ./subjects.ts) consented, and queues the
 * checks about them. Recording it again changes nothing. A subject the application does not name is
 * refused (404); the company's checks also need the applicant's consent from the application.
 */
export async function recordConsent(applicationId: string, subject: string, ctx: Ctx) {
  const subjects = await checkSubjects(applicationId);
  const person = subjects.people.find((p) => p.key === subject);
  if (subject !== COMPANY && !person)
    throw new AppError("not_found", "That person is not named on the application; save the full application first.");
  const subjectName = person ? person.fullName : subjects.company.name;
  const kinds = person ? PERSON_KINDS : COMPANY_KINDS;
  return transaction(async (tx) => {
    const existing = await tx.checkConsent.findUnique({ where: { applicationId_subject: { applicationId, subject } } });
    const consent =
      existing ??
      (await tx.checkConsent.create({
        data: {
          applicationId,
          subject,
          subjectName,
          noticeVersion: CHECK_NOTICE_VERSION,
          recordedById: ctx.actor?.id ?? null,
        },
      }));
    if (!existing)
      await audit(tx, {
        actor: ctx.actor,
        action: "check_consent.recorded",
        entity: "CheckConsent",
        entityId: consent.id,
        after: { applicationId, subject, subjectName, noticeVersion: CHECK_NOTICE_VERSION, kinds },
        ip: ctx.ip,
      });
    for (const kind of kinds) {
      const found = await tx.evidenceCheck.findUnique({
        where: { applicationId_kind_subject: { applicationId, kind, subject } },
      });
      if (found) continue;
      const check = await tx.evidenceCheck.create({
        data: { applicationId, kind, subject, subjectName, consentId: consent.id, provider: providerOf(kind) },
      });
      afterCommit(tx, { job: RUN_JOB, data: { checkId: check.id } });
    }
    return consent;
  });
}

/**
 * The owner asks for an identity check to run again after correcting the person's details: only an
 * identity check of this application that did not verify (404 otherwise).
 */
export async function recheckIdentity(applicationId: string, checkId: string, ctx: Ctx) {
  const prisma = await db();
  const check = await prisma.evidenceCheck.findUnique({ where: { id: checkId } });
  if (
    !check ||
    check.applicationId !== applicationId ||
    check.kind !== "identity" ||
    check.status === "pending" ||
    check.outcome === "verified"
  )
    throw new AppError("not_found", "There is no identity check to run again.");
  return rerunCheck(checkId, ctx);
}

/** Staff ask for a check to run again (a failed one after the owner fixed their details). */
export async function rerunCheck(checkId: string, ctx: Ctx) {
  return transaction(async (tx) => {
    const check = await tx.evidenceCheck.update({
      where: { id: checkId },
      data: { status: "pending", attempts: 0, failure: null, outcome: null, resultEnc: null, completedAt: null },
    });
    await audit(tx, {
      actor: ctx.actor,
      action: "evidence_check.requeued",
      entity: "EvidenceCheck",
      entityId: check.id,
      after: { applicationId: check.applicationId, kind: check.kind },
      ip: ctx.ip,
    });
    afterCommit(tx, { job: RUN_JOB, data: { checkId: check.id } });
    return check;
  });
}
