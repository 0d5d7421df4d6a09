import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { db, transaction, type Prisma } from "@/lib/db";
import { logger } from "@/lib/observability";
import { fakeBureau, type CreditBureau, type SoftCheckResult } from "./bureau";

export { bandForScore, fakeBureau, type CreditBureau, type CreditSubject, type SoftCheckResult } from "./bureau";
export {
  assertConsent,
  CheckUnavailableError,
  ConsentRequiredError,
  type AsicExtract,
  type CommercialFile,
  type CompanySubject,
  type ConsentEvidence,
  type ConsumerFile,
  type CourtAction,
  type DefaultListing,
  type Enquiry,
  type PersonSubject,
} from "./files";

const BUREAUS: Record<string, CreditBureau> = { [fakeBureau.id]: fakeBureau };

/**
 * The bureau soft checks go to. Only the built-in fake exists today (tests and the demo); a real
 * bureau's adapter is added to BUREAUS and selected here from its configuration once contracted.
 */
export function creditBureau(): CreditBureau {
  return fakeBureau;
}

export interface CreditCheckRecord {
  id: string;
  bureau: string;
  status: string;
  score: number | null;
  band: string | null;
}

/**
 * Runs the soft check for an application — only when its consent is recorded (flag, time and the
 * notice version shown), at most once — and stores and audits the outcome, failures included.
 * Called after the application is committed, so a slow bureau never holds a transaction open.
 * `withRecord` writes what must commit with the new record (the applicant's e-mail saying what
 * happened); it runs only when this call records a check.
 */
export async function runSoftCheck(
  applicationId: string,
  ctx: { actor: Actor | null; ip?: string | null },
  withRecord?: (tx: Prisma.TransactionClient, check: CreditCheckRecord) => Promise<void>,
): Promise<CreditCheckRecord | null> {
  const prisma = await db();
  const app = await prisma.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      consentSoftCheck: true,
      consentAt: true,
      consentNoticeVersion: true,
      businessName: true,
      abn: true,
      contactFirstName: true,
      contactLastName: true,
      creditChecks: { where: { kind: "soft", status: "completed" }, take: 1 },
    },
  });
  if (!app.consentSoftCheck || !app.consentAt || !app.consentNoticeVersion) return null;
  if (app.creditChecks[0]) return app.creditChecks[0];

  const bureau = creditBureau();
  const requestedAt = new Date();
  let result: SoftCheckResult | null = null;
  try {
    result = await bureau.softCheck({
      businessName: app.businessName,
      abn: app.abn,
      firstName: app.contactFirstName,
      lastName: app.contactLastName,
    });
  } catch (error) {
    logger.error({ err: error, applicationId }, "credit: soft check failed");
  }
  const { consentAt, consentNoticeVersion } = app;
  return transaction(async (tx) => {
    const check = await tx.creditCheck.create({
      data: {
        applicationId,
        bureau: bureau.id,
        kind: "soft",
        status: result ? "completed" : "failed",
        score: result?.score ?? null,
        band: result?.band ?? null,
        bureauReference: result?.reference ?? null,
        consentAt,
        consentNoticeVersion,
        requestedAt,
        completedAt: result ? new Date() : null,
      },
    });
    await audit(tx, {
      actor: ctx.actor,
      action: result ? "credit_check.completed" : "credit_check.failed",
      entity: "CreditCheck",
      entityId: check.id,
      after: {
        applicationId,
        bureau: bureau.id,
        kind: "soft",
        score: check.score,
        band: check.band,
        consentAt,
        consentNoticeVersion,
      },
      ip: ctx.ip,
    });
    await withRecord?.(tx, check);
    return check;
  });
}

/** What the applicant's e-mail may say about credit checks: only what actually happened. */
export function softCheckSentence(check: CreditCheckRecord | null): string | null {
  if (!check || check.status !== "completed") return null;
  const label = BUREAUS[check.bureau]?.label ?? "a credit bureau";
  return `We ran a soft credit check only (no hard enquiry) through ${label}; it does not affect your credit score.`;
}
