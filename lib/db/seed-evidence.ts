import { createHash } from "node:crypto";
import { statementRow, analysisRecord, syntheticStatement } from "@/lib/assessment";
import { fakeBureau } from "@/lib/credit";
import type { PrismaClient } from "./generated/client";

/**
 * Issue 33 item 3 (ADR 068): lenders decide on bank data, so the submitted files of the clients who
 * cannot sign in (the demo's other businesses, ready for staff to send) come with a year of bank
 * data at their stated turnover, analysed — as if their owners had uploaded a statement. The demo
 * clients' own files have none: they connect or upload it in the portal. Idempotent.
 */
export async function seedEvidence(prisma: PrismaClient) {
  const files = await prisma.application.findMany({
    where: { status: "submitted", client: { passwordHash: null }, bankStatements: { none: {} } },
    select: { id: true, number: true, monthlyTurnover: true },
  });
  for (const app of files) {
    // Through the seed's own client: the app's database handle waits for the seed to finish.
    const statement = syntheticStatement(app.monthlyTurnover * 100);
    const sha256 = createHash("sha256").update(`seed-statement:${app.id}`).digest("hex");
    const row = await prisma.bankStatement.create({
      data: statementRow(app.id, statement, { source: "upload", fileName: `${app.number}-statement.csv`, sha256 }),
      select: { id: true },
    });
    const { data } = analysisRecord([row.id], statement.transactions, statement.period);
    await prisma.bankDataAnalysis.create({ data: { applicationId: app.id, ...data } });
  }
  await seedCreditChecks(prisma);
  return files.length;
}

const SCORE_FOR_BAND: Record<string, number> = { excellent: 800, good: 700, fair: 600, poor: 500 };

/**
 * Every seeded application that consented to the soft credit check has its check on file (otherwise
 * the running app's sweep would run it against the demo bureau minutes after start-up and re-price
 * the demo's files under the people using it). The demo's bureau agrees with what each applicant
 * said; a "not sure" applicant gets the demo bureau's own answer. Idempotent.
 */
async function seedCreditChecks(prisma: PrismaClient) {
  const apps = await prisma.application.findMany({
    where: { consentSoftCheck: true, status: { not: "draft" }, creditChecks: { none: {} } },
    select: {
      id: true,
      abn: true,
      businessName: true,
      contactFirstName: true,
      contactLastName: true,
      creditProfile: true,
      consentAt: true,
      consentNoticeVersion: true,
      createdAt: true,
    },
  });
  for (const app of apps) {
    const stated = SCORE_FOR_BAND[app.creditProfile];
    const fake = stated
      ? null
      : await fakeBureau.softCheck({
          businessName: app.businessName,
          abn: app.abn,
          firstName: app.contactFirstName,
          lastName: app.contactLastName,
        });
    const score = stated ?? fake!.score;
    await prisma.creditCheck.create({
      data: {
        applicationId: app.id,
        bureau: "fake",
        status: "completed",
        score,
        band: stated ? app.creditProfile : fake!.band,
        bureauReference: fake?.reference ?? `FAKE-SEED-${app.id.slice(-8).toUpperCase()}`,
        consentAt: app.consentAt ?? app.createdAt,
        consentNoticeVersion: app.consentNoticeVersion ?? "seed",
        requestedAt: app.createdAt,
        completedAt: app.createdAt,
      },
    });
  }
}
