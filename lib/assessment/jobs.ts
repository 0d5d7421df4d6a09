import "server-only";
import { db } from "@/lib/db";
import type { JobDefinitions } from "@/lib/jobs/client";
import { rematchApplication } from "./evidence";
import { analyseApplication, ANALYSE_JOB, FETCH_JOB, fetchConnectionData } from "./store";

/**
 * The assessment's background jobs (ADR 056); lib/background registers them with the runner.
 * Fetching retries with backoff when the intermediary fails (the file shows "check pending"
 * meanwhile); the sweep does what a lost hint left: connections never fetched, and applications whose
 * statements are newer than their analysis.
 */
export const ASSESSMENT_JOBS = {
  [FETCH_JOB]: {
    retryLimit: 5,
    retryDelaySeconds: 30,
    async run(data: { connectionId: string }) {
      await fetchConnectionData(data.connectionId);
    },
  },
  [ANALYSE_JOB]: {
    retryLimit: 3,
    async run(data: { applicationId: string }) {
      // Matching follows the evidence (ADR 068): verified turnover and trading history.
      if (await analyseApplication(data.applicationId)) await rematchApplication(data.applicationId);
    },
  },
  "assessment.sweep": {
    everySeconds: 10 * 60,
    retryLimit: 1,
    async run() {
      await sweepBankData();
    },
  },
} satisfies JobDefinitions;

/** How far back the sweep looks for statements its hint may have missed. */
const SWEEP_WINDOW_MS = 7 * 24 * 3_600_000;

/** Connections left connected but unfetched, and analyses that miss a recent statement. */
export async function sweepBankData(limit = 50, now = new Date()) {
  const prisma = await db();
  const waiting = await prisma.bankConnection.findMany({
    where: { status: "connected", attempts: { lt: 10 } },
    select: { id: true },
    take: limit,
  });
  // A provider still failing stays for the next sweep (attempts counts it); the others go on.
  for (const c of waiting) await fetchConnectionData(c.id).catch(() => undefined);
  const recent = await prisma.bankStatement.findMany({
    where: { createdAt: { gte: new Date(now.getTime() - SWEEP_WINDOW_MS) } },
    select: {
      id: true,
      applicationId: true,
      application: { select: { bankAnalysis: { select: { statementIds: true } } } },
    },
    orderBy: { createdAt: "asc" },
  });
  const outdated = new Set<string>();
  for (const s of recent) if (!s.application.bankAnalysis?.statementIds.includes(s.id)) outdated.add(s.applicationId);
  for (const applicationId of [...outdated].slice(0, limit))
    if (await analyseApplication(applicationId)) await rematchApplication(applicationId);
}
