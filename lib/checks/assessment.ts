import "server-only";
import { assessServiceability, evidenceFrom, bankTransactions, latestAnalysis } from "@/lib/assessment";
import { lenderServiceabilityRule } from "@/lib/assessment/client";
import { can, type Principal } from "@/lib/auth/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { balanceSeries, transactionsFor } from "./figures";
import { staffChecks } from "./view";

/**
 * Everything the staff Assessment section shows (issue 33 item 4): the bank analysis with the
 * transactions behind each flag, the balance line, bureau, identity, screening and PPSR results,
 * bank data still pending, and serviceability per matched lender. Staff with assess:application only.
 */

export async function staffAssessment(user: Principal, applicationId: string) {
  if (!can(user, "assess:application")) throw new AppError("not_found", "Application not found.");
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { loanAmount: true, termMonths: true, monthlyTurnover: true },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  const [stored, bank, checks, connections, matches] = await Promise.all([
    latestAnalysis(applicationId),
    bankTransactions(applicationId),
    staffChecks(user, applicationId),
    prisma.bankConnection.findMany({
      where: { applicationId },
      select: { id: true, status: true, attempts: true, failure: true, createdAt: true, fetchedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    prisma.lenderMatch.findMany({
      where: { applicationId, eligible: true },
      include: {
        lender: {
          select: {
            name: true,
            tier: true,
            rateMinBps: true,
            minAmount: true,
            maxRepaymentShareBps: true,
            minAverageBalanceCents: true,
            maxDishonours90d: true,
          },
        },
      },
      orderBy: [{ rank: "asc" }, { createdAt: "asc" }],
    }),
  ]);
  const analysis = stored?.analysis ?? null;
  const byId = new Map(bank.transactions.map((t) => [t.id, t]));
  const evidence = analysis ? evidenceFrom(analysis) : null;
  return {
    loan: app,
    analysis,
    computedAt: stored?.computedAt ?? null,
    /** The analysis does not yet cover every statement on file (a job is on its way). */
    analysisBehind: stored
      ? bank.statementIds.some((id) => !stored.statementIds.includes(id))
      : bank.statementIds.length > 0,
    balances: analysis ? balanceSeries(bank.transactions, analysis.period) : null,
    flags: (analysis?.flags ?? []).map((f) => ({ ...f, transactions: transactionsFor(byId, f.transactionIds) })),
    lenders: (analysis?.lenders ?? []).map((l) => ({ ...l, transactions: transactionsFor(byId, l.recentIds, 5) })),
    connections,
    checks,
    serviceability: matches.map((m) => {
      // The lender's own admin-edited limits (ADR 068), the same rule its decisions use.
      const rule = lenderServiceabilityRule(m.lender);
      return {
        lender: m.lender.name,
        tier: m.lender.tier,
        rule,
        result: assessServiceability({
          evidence,
          proposal: {
            amount: Math.min(app.loanAmount, m.upToAmount),
            annualRateBps: m.rateBps ?? m.lender.rateMinBps,
            termMonths: app.termMonths,
          },
          rule,
          minAmount: m.lender.minAmount,
        }),
      };
    }),
  };
}
export type StaffAssessment = Awaited<ReturnType<typeof staffAssessment>>;
