import "server-only";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { currentConsents } from "@/lib/consent/records";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { LoanFee } from "@/lib/money/client";
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
  const [matches, submissions, proposals, consents, deletions] = await Promise.all([
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
    prisma.lenderProposal.findMany({ where: { applicationId }, select: { lenderId: true } }),
    currentConsents(prisma, applicationId),
    prisma.dataDeletionRequest.findMany({ where: { applicationId }, orderBy: { requestedAt: "desc" } }),
  ]);
  // ADR 082: the checklist item each condition was turned into (or linked to), for its true state.
  const itemIds = submissions.flatMap((s) => readConditions(s.conditions).flatMap((c) => c.checklistItemId ?? []));
  const items = itemIds.length
    ? await prisma.checklistItem.findMany({
        where: { id: { in: [...new Set(itemIds)] } },
        select: { id: true, label: true, status: true },
      })
    : [];
  const itemOf = new Map(items.map((i) => [i.id, i]));
  // Issue 34 item 1: where the owner's consent stands for each lender (staff submit only 'approved').
  const consentOf = (lenderId: string) =>
    consents.get(lenderId)?.decision ?? (proposals.some((p) => p.lenderId === lenderId) ? "proposed" : "not_proposed");
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
        consent: consentOf(m.lenderId),
      })),
    deletionRequests: deletions.map((d) => ({
      id: d.id,
      requestedAt: d.requestedAt.toISOString(),
      completedAt: d.completedAt?.toISOString() ?? null,
      note: d.note,
    })),
    submissions: submissions.map((s) => ({
      id: s.id,
      lenderId: s.lenderId,
      lenderName: s.lender.name,
      driver: s.driver,
      status: s.status,
      reference: s.reference,
      conditions: readConditions(s.conditions).map((c) => ({
        ...c,
        request: c.checklistItemId ? (itemOf.get(c.checklistItemId) ?? null) : null,
      })),
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
