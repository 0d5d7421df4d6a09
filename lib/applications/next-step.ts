import "server-only";
import { db } from "@/lib/db";
import { CREDIT_GUIDE_VERSION } from "@/lib/marketing/client";
import { completeness } from "./full-application/completeness";
import { factsFromStored } from "./full-application/stored";
import type { ContractFact, NextStepFacts } from "./next-step-rules";

export { nextStep, type NextStep, type NextStepFacts, type NextStepOwner, type ContractFact } from "./next-step-rules";

/** A lender's submission that is still with the lender, waiting on its decision. */
const DECIDING = ["submitted", "assessing", "action_required", "conditionally_approved"];

/**
 * The facts behind each application's next step (issue #36 item 1), for many applications in one
 * fixed set of queries (the partner's pipeline lists them). No permission check: callers load only
 * applications their user may see. Ids that do not exist are missing from the map.
 */
export async function loadNextStepFacts(
  applicationIds: string[],
  now = new Date(),
): Promise<Map<string, NextStepFacts>> {
  const out = new Map<string, NextStepFacts>();
  const ids = [...new Set(applicationIds)];
  if (!ids.length) return out;
  const prisma = await db();
  const where = { applicationId: { in: ids } };
  const [apps, checklist, proposals, consents, submissions, offers, contracts] = await Promise.all([
    prisma.application.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        status: true,
        clientId: true,
        acceptedOfferId: true,
        client: { select: { email: true } },
        details: true,
        directors: { orderBy: { position: "asc" } },
        debts: { orderBy: { position: "asc" } },
        needsObjectives: { select: { id: true } },
      },
    }),
    prisma.checklistItem.groupBy({ by: ["applicationId", "status"], where, _count: { _all: true } }),
    prisma.lenderProposal.findMany({ where, select: { applicationId: true, lenderId: true } }),
    prisma.lenderConsent.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      select: { applicationId: true, lenderId: true, decision: true },
    }),
    prisma.lenderSubmission.findMany({ where, select: { applicationId: true, lenderId: true, status: true } }),
    prisma.offer.groupBy({
      by: ["applicationId"],
      where: { ...where, status: "open", expiresAt: { gt: now } },
      _count: { _all: true },
    }),
    prisma.contract.findMany({
      where: { ...where, status: { not: "void" } },
      orderBy: { createdAt: "desc" },
      select: {
        applicationId: true,
        offerId: true,
        status: true,
        guarantors: { where: { status: "pending" }, select: { email: true } },
      },
    }),
  ]);
  const acks = new Set(
    (
      await prisma.creditGuideAcknowledgement.findMany({
        where: { userId: { in: [...new Set(apps.map((a) => a.clientId))] }, version: CREDIT_GUIDE_VERSION },
        select: { userId: true },
      })
    ).map((r) => r.userId),
  );

  const latestConsent = new Map<string, string>();
  for (const c of consents) {
    const key = `${c.applicationId}:${c.lenderId}`;
    if (!latestConsent.has(key)) latestConsent.set(key, c.decision);
  }
  const held = new Set(
    submissions.filter((s) => s.status !== "withdrawn").map((s) => `${s.applicationId}:${s.lenderId}`),
  );

  for (const a of apps) {
    const items = checklist.filter((r) => r.applicationId === a.id);
    const count = (...statuses: string[]) =>
      items.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r._count._all, 0);
    const props = proposals.filter((p) => p.applicationId === a.id);
    const contract =
      contracts.find((c) => c.applicationId === a.id && c.offerId === a.acceptedOfferId) ??
      contracts.find((c) => c.applicationId === a.id);
    const email = a.client.email.toLowerCase();
    const pendingGuarantees = contract?.guarantors ?? [];
    const clientGuaranteePending = pendingGuarantees.some((g) => g.email.toLowerCase() === email);
    out.set(a.id, {
      status: a.status,
      creditGuideAcknowledged: acks.has(a.clientId),
      fullApplicationMissing: completeness(
        factsFromStored({ details: a.details, directors: a.directors, debts: a.debts }),
      ).missing.length,
      needsObjectivesDone: !!a.needsObjectives,
      documentsOutstanding: count("requested", "rejected"),
      documentsToReview: count("received"),
      lendersAwaitingConsent: props.filter((p) => !latestConsent.has(`${a.id}:${p.lenderId}`)).length,
      lendersApprovedUnsent: props.filter(
        (p) => latestConsent.get(`${a.id}:${p.lenderId}`) === "approved" && !held.has(`${a.id}:${p.lenderId}`),
      ).length,
      lendersDeciding: submissions.filter((s) => s.applicationId === a.id && DECIDING.includes(s.status)).length,
      offersOpen: offers.find((o) => o.applicationId === a.id)?._count._all ?? 0,
      offerAccepted: !!a.acceptedOfferId,
      contract: (contract ? contract.status : "none") as ContractFact,
      clientGuaranteePending,
      guaranteesPending: pendingGuarantees.filter((g) => g.email.toLowerCase() !== email).length,
    });
  }
  return out;
}
