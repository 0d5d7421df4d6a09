import "server-only";
import { audit } from "@/lib/audit";
import { CheckUnavailableError, ConsentRequiredError, type ConsentEvidence } from "@/lib/credit";
import { db, transaction } from "@/lib/db";
import { encryptField } from "@/lib/security";
import type { CheckKind } from "./consents";
import { checkProviders } from "./providers";
import { checkSubjects, COMPANY, type CheckSubjects } from "./subjects";

/**
 * Runs one queued check (job checks.run, ADR 071). A service that fails or times out leaves the
 * check pending (the file says "check pending"), counts the attempt and throws so the job retries;
 * after MAX_ATTEMPTS, or on a refusal that will not change, the check is failed with its reason.
 * A check is never run without its consent, and nothing is concluded from a pending or failed one.
 */
export const RESULT_FIELD = "EvidenceCheck.resultEnc";
export const MAX_ATTEMPTS = 6;
export const CHECK_TIMEOUT_MS = 20_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckUnavailableError(`The service did not answer within ${ms / 1000} s.`)),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A check that cannot run with what the file holds: failed with the reason, not retried. */
class MissingDetails extends Error {}

async function ask(kind: CheckKind, subject: string, subjects: CheckSubjects, consent: ConsentEvidence | null) {
  const p = checkProviders();
  const { company } = subjects;
  const companySubject = {
    name: company.name,
    abn: company.abn,
    acn: company.acn,
    namedDirectors: subjects.people.map((x) => x.fullName),
  };
  if (kind === "ppsr") {
    const result = await p.ppsr.search(companySubject);
    return { result, outcome: result.registrations.length ? "registered" : "none" };
  }
  if (!consent) throw new ConsentRequiredError(subject === COMPANY ? company.name : "this person");
  if (kind === "commercial_bureau") {
    const result = await p.bureau.commercialFile(companySubject, consent);
    const adverse = result.defaults.some((d) => d.status === "outstanding") || result.courtActions.length > 0;
    return { result, outcome: adverse ? "adverse" : "clear" };
  }
  const person = subjects.people.find((x) => x.key === subject);
  if (!person) throw new MissingDetails("The person is no longer named on the application.");
  if (kind === "consumer_bureau") {
    const result = await p.bureau.consumerFile(person, consent);
    return { result, outcome: result.defaults.length ? "adverse" : "clear" };
  }
  if (kind === "screening") {
    const result = await p.screening.screen(person, consent);
    return { result, outcome: result.outcome };
  }
  if (!person.document || !person.dateOfBirth)
    throw new MissingDetails("No driver licence number or date of birth on the application for this person.");
  const result = await p.identity.verify(person, consent);
  return { result, outcome: result.outcome };
}

export async function runCheck(checkId: string) {
  const prisma = await db();
  const check = await prisma.evidenceCheck.findUnique({ where: { id: checkId }, include: { consent: true } });
  if (!check || check.status !== "pending") return check;
  const kind = check.kind as CheckKind;
  const needsConsent = kind !== "ppsr";
  let answer: { result: unknown; outcome: string };
  try {
    if (needsConsent && !check.consent) throw new ConsentRequiredError(check.subjectName);
    const subjects = await checkSubjects(check.applicationId);
    const consent = check.consent
      ? { givenAt: check.consent.givenAt, noticeVersion: check.consent.noticeVersion }
      : null;
    answer = await withTimeout(ask(kind, check.subject, subjects, consent), CHECK_TIMEOUT_MS);
  } catch (error) {
    const retry = error instanceof CheckUnavailableError && error.retryable && check.attempts + 1 < MAX_ATTEMPTS;
    const known =
      error instanceof CheckUnavailableError ||
      error instanceof ConsentRequiredError ||
      error instanceof MissingDetails;
    const failure = known ? (error as Error).message : "The service returned an error.";
    if (retry) {
      await prisma.evidenceCheck.update({
        where: { id: checkId },
        data: { attempts: { increment: 1 }, failure },
      });
      throw error;
    }
    if (!known && check.attempts + 1 < MAX_ATTEMPTS) {
      // An unexpected error (a bug, a malformed answer): retried as a fault, never read as a result.
      await prisma.evidenceCheck.update({ where: { id: checkId }, data: { attempts: { increment: 1 }, failure } });
      throw error;
    }
    return finish(checkId, check.applicationId, kind, { status: "failed", failure, attempts: check.attempts + 1 });
  }
  return finish(checkId, check.applicationId, kind, {
    status: "completed",
    outcome: answer.outcome,
    resultEnc: encryptField(JSON.stringify(answer.result), RESULT_FIELD),
    completedAt: new Date(),
    failure: null,
    attempts: check.attempts + 1,
  });
}

async function finish(
  checkId: string,
  applicationId: string,
  kind: CheckKind,
  data: {
    status: string;
    outcome?: string;
    resultEnc?: string;
    completedAt?: Date;
    failure: string | null;
    attempts: number;
  },
) {
  return transaction(async (tx) => {
    const updated = await tx.evidenceCheck.update({ where: { id: checkId, status: "pending" }, data });
    await audit(tx, {
      actor: null,
      action: data.status === "completed" ? "evidence_check.completed" : "evidence_check.failed",
      entity: "EvidenceCheck",
      entityId: checkId,
      // No personal detail in the audit trail: the kind and a one-word outcome only.
      after: { applicationId, kind, outcome: data.outcome ?? null, failure: data.failure },
    });
    return updated;
  });
}

/** Checks still pending after their hint was lost (a restart, a full queue): the sweep runs them again. */
export async function sweepChecks(limit = 50, now = new Date()) {
  const prisma = await db();
  const stale = await prisma.evidenceCheck.findMany({
    where: { status: "pending", requestedAt: { lt: new Date(now.getTime() - 5 * 60_000) } },
    select: { id: true },
    orderBy: { requestedAt: "asc" },
    take: limit,
  });
  for (const c of stale) await runCheck(c.id).catch(() => undefined);
}
