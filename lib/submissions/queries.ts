import "server-only";
import { requirePermission } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { LoanFee } from "@/lib/money/loan-terms";
import { readConditions } from "./conditions";

/**
 * The submissions board of one application (staff): the match list with its reasons (LenderMatch
 * rows, eligible first) with each lender's driver and submission, and every submission with its
 * conditions and offers.
 */
export async function submissionsBoard(user: SessionUser, applicationId: string) {
  requirePermission(user, "read:submission");
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { id: true, number: true, status: true },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  const [matches, submissions] = await Promise.all([
    prisma.lenderMatch.findMany({
      where: { applicationId },
      include: { lender: { select: { name: true, driver: true, active: true, submissionEmail: true } } },
      orderBy: [{ eligible: "desc" }, { rank: "asc" }],
    }),
    prisma.lenderSubmission.findMany({
      where: { applicationId },
      include: {
        lender: { select: { name: true } },
        offers: { orderBy: { createdAt: "asc" } },
      },
      orderBy: { submittedAt: "asc" },
    }),
  ]);
  // A withdrawn submission's lender may be picked again (createSubmissions re-sends it).
  const submittedTo = new Map(submissions.filter((s) => s.status !== "withdrawn").map((s) => [s.lenderId, s.id]));
  return {
    applicationId: app.id,
    number: app.number,
    status: app.status,
    matches: matches
      .filter((m) => m.lender.active)
      .map((m) => ({
        lenderId: m.lenderId,
        lenderName: m.lender.name,
        driver: m.lender.driver,
        eligible: m.eligible,
        reasons: m.reasons,
        rateBps: m.rateBps,
        submissionId: submittedTo.get(m.lenderId) ?? null,
      })),
    submissions: submissions.map((s) => ({
      id: s.id,
      lenderId: s.lenderId,
      lenderName: s.lender.name,
      driver: s.driver,
      status: s.status,
      reference: s.reference,
      conditions: readConditions(s.conditions),
      declineReason: s.declineReason,
      submittedAt: s.submittedAt.toISOString(),
      decidedAt: s.decidedAt?.toISOString() ?? null,
      version: s.version,
      offers: s.offers.map((o) => ({
        id: o.id,
        status: o.status,
        amount: o.amount,
        termMonths: o.termMonths,
        interestRateBps: o.interestRateBps,
        aprBps: o.aprBps,
        repaymentCents: o.repaymentCents,
        repaymentFrequency: o.repaymentFrequency,
        totalRepayableCents: o.totalRepayableCents,
        totalCostCents: o.totalCostCents,
        fees: o.fees as unknown as LoanFee[],
        expiresAt: o.expiresAt.toISOString(),
      })),
    })),
  };
}
export type SubmissionsBoardView = Awaited<ReturnType<typeof submissionsBoard>>;
