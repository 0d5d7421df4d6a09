import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { db, transaction } from "@/lib/db";
import {
  matchLenders,
  storedMatchColumns,
  verifiedFacts,
  type ApplicationFacts,
  type FactEvidence,
  type VerifiedFacts,
} from "@/lib/matching";
import type { BankAnalysis } from "./analysis";
import { evidenceFrom, type BankEvidence } from "./serviceability";
import { latestAnalysis } from "./store";

/**
 * The evidence on an application as matching and lenders read it (ADR 068): its stated facts, the
 * latest bank analysis, the bureau's band from a completed soft check and the full application's
 * entity type and trading state. Reading it decrypts the analysis: callers are server jobs and
 * staff actions, never a client's request.
 */
export interface ApplicationEvidence {
  stated: ApplicationFacts;
  verified: VerifiedFacts;
  /** The figures serviceability reads; null without bank data. */
  bank: BankEvidence | null;
  analysis: BankAnalysis | null;
  analysedAt: Date | null;
}

export function factEvidence(analysis: BankAnalysis | null, rest: Omit<FactEvidence, "bank">): FactEvidence {
  return {
    ...rest,
    bank: analysis
      ? {
          averageMonthlyInflowCents: analysis.averageMonthlyInflow.cents,
          completeMonths: analysis.completeMonths,
          period: analysis.period,
          months: analysis.months.map((m) => ({ month: m.month, inflowCents: m.inflow.cents })),
        }
      : null,
  };
}

export async function loadEvidence(applicationId: string): Promise<ApplicationEvidence | null> {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: {
      loanAmount: true,
      termMonths: true,
      monthlyTurnover: true,
      creditProfile: true,
      timeInBusiness: true,
      industry: true,
      purpose: true,
      details: { select: { entityType: true, tradingState: true } },
      creditChecks: {
        where: { status: "completed", band: { not: null } },
        orderBy: { requestedAt: "desc" },
        take: 1,
        select: { band: true },
      },
    },
  });
  if (!app) return null;
  const stated: ApplicationFacts = {
    loanAmount: app.loanAmount,
    termMonths: app.termMonths,
    monthlyTurnover: app.monthlyTurnover,
    creditProfile: app.creditProfile,
    timeInBusiness: app.timeInBusiness,
    industry: app.industry,
    purpose: app.purpose,
  };
  const latest = await latestAnalysis(applicationId);
  const analysis = latest?.analysis ?? null;
  const verified = verifiedFacts(
    stated,
    factEvidence(analysis, {
      bureauBand: app.creditChecks[0]?.band ?? null,
      entityType: app.details?.entityType ?? null,
      state: app.details?.tradingState ?? null,
    }),
  );
  return {
    stated,
    verified,
    bank: analysis ? evidenceFrom(analysis) : null,
    analysis,
    analysedAt: latest?.computedAt ?? null,
  };
}

/**
 * Matches the application again on its evidence and stores the result (one row per lender,
 * replaced), audited with where each fact came from. Run when the bank analysis or the bureau's
 * answer lands and before staff submit to lenders.
 */
export async function rematchApplication(applicationId: string, actor: Actor | null = null) {
  const evidence = await loadEvidence(applicationId);
  if (!evidence) return null;
  const prisma = await db();
  const lenders = await prisma.lender.findMany({ where: { active: true } });
  const results = matchLenders(evidence.verified.facts, lenders);
  await transaction(async (tx) => {
    for (const r of results) {
      const columns = storedMatchColumns(r);
      await tx.lenderMatch.upsert({
        where: { applicationId_lenderId: { applicationId, lenderId: columns.lenderId } },
        create: { applicationId, ...columns },
        update: columns,
      });
    }
    await audit(tx, {
      actor,
      action: "application.rematched",
      entity: "Application",
      entityId: applicationId,
      after: {
        sources: evidence.verified.sources,
        notes: evidence.verified.notes,
        eligible: results.filter((r) => r.eligible).length,
      },
    });
  });
  return { results, evidence };
}
