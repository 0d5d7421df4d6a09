import "server-only";
import { can, type Principal } from "@/lib/auth/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { decryptField } from "@/lib/security";
import { plainCheck, type CheckRecord } from "./plain";
import { RESULT_FIELD } from "./run";
import { checkSubjects, COMPANY } from "./subjects";

/**
 * Reading the checks (ADR 071, docs/security.md): staff with assess:application see every result,
 * decrypted; the application's owner sees what was checked and found in plain words (./plain.ts);
 * brokers and anyone else see neither (404, as for any application they may not read).
 */
async function records(applicationId: string): Promise<CheckRecord[]> {
  const prisma = await db();
  const rows = await prisma.evidenceCheck.findMany({
    where: { applicationId },
    include: { consent: { select: { givenAt: true, noticeVersion: true } } },
    orderBy: [{ requestedAt: "asc" }, { kind: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    subjectName: r.subjectName,
    status: r.status,
    outcome: r.outcome,
    requestedAt: r.requestedAt,
    completedAt: r.completedAt,
    failure: r.failure,
    attempts: r.attempts,
    consent: r.consent,
    result: r.resultEnc ? (JSON.parse(decryptField(r.resultEnc, RESULT_FIELD)) as unknown) : null,
  }));
}

/** Every check on the file with its full result, for the staff Assessment section. */
export async function staffChecks(user: Principal, applicationId: string) {
  if (!can(user, "assess:application")) throw new AppError("not_found", "Application not found.");
  return records(applicationId);
}

async function assertOwner(user: Principal, applicationId: string) {
  const prisma = await db();
  const app = await prisma.application.findUnique({ where: { id: applicationId }, select: { clientId: true } });
  if (!app || app.clientId !== user.id || !can(user, "read:application", { ownerId: app.clientId }))
    throw new AppError("not_found", "Application not found.");
}

/**
 * The owner's view: who the checks are about (with whether each consented and whether their
 * identity document is on file) and each check in plain words.
 */
export async function ownerChecks(user: Principal, applicationId: string) {
  await assertOwner(user, applicationId);
  const prisma = await db();
  const [subjects, consents, checks] = await Promise.all([
    checkSubjects(applicationId),
    prisma.checkConsent.findMany({ where: { applicationId }, select: { subject: true, givenAt: true } }),
    records(applicationId),
  ]);
  const given = new Map(consents.map((c) => [c.subject, c.givenAt]));
  return {
    subjects: [
      {
        key: COMPANY,
        name: subjects.company.name,
        role: "The business",
        consentedAt: given.get(COMPANY) ?? null,
        missing: null as string | null,
      },
      ...subjects.people.map((p) => ({
        key: p.key,
        name: p.fullName,
        role: p.guarantor ? "Director and guarantor" : "Director",
        consentedAt: given.get(p.key) ?? null,
        missing:
          p.document && p.dateOfBirth ? null : "Add their date of birth and driver licence in the full application.",
      })),
    ],
    checks: checks.map(plainCheck),
  };
}

export { assertOwner };
