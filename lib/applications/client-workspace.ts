import "server-only";
import type { SessionUser } from "@/lib/auth";
import { ownerEvidence } from "@/lib/checks/owner-view";
import { db } from "@/lib/db";
import { listDocuments } from "@/lib/documents";
import { checklistView } from "@/lib/documents/checklist-store";
import { isAppError } from "@/lib/http/client";
import { melbourneToday, feeTotalCents } from "@/lib/money/client";
import { readFees } from "@/lib/offers/client";
import { applicationOffers } from "@/lib/offers/queries";
import { scheduledBalance } from "@/lib/settlement/client";
import { settlementView } from "@/lib/settlement/queries";
import { parseRecordId } from "@/lib/validation/client";
import { completeness } from "./full-application/completeness";
import { loadStoredFile } from "./full-application/load";
import { factsFromStored } from "./full-application/stored";
import { loadNextStepFacts, nextStep } from "./next-step";
import { applicationDetail } from "./queries";

/**
 * Everything the client's deal workspace shows for one application (issue #36 items 1 and 3), read
 * on the server: the owner's own application only; anyone else gets null (the page's not-found).
 */
export async function clientWorkspace(user: SessionUser, id: string, now = new Date()) {
  if (!parseRecordId(id) || user.role !== "client") return null;
  let detail;
  try {
    detail = await applicationDetail(user, id);
  } catch (e) {
    if (isAppError(e) && e.code === "not_found") return null;
    throw e;
  }
  const prisma = await db();
  const [facts, checklist, documents, offers, settlement, evidence, file, accepted] = await Promise.all([
    loadNextStepFacts([id], now),
    checklistView(user, id),
    listDocuments(user, id),
    applicationOffers(user, id),
    detail.status === "settled" ? settlementView(user, id, now) : null,
    ownerEvidence(user, id),
    loadStoredFile(prisma, id),
    prisma.application
      .findUniqueOrThrow({
        where: { id },
        select: { acceptedOffer: { select: { fees: true, termMonths: true, totalRepayableCents: true } } },
      })
      .then((a) => a.acceptedOffer),
  ]);
  const f = facts.get(id)!;
  const loan = settlement?.loan ?? null;
  const today = melbourneToday(now);
  return {
    detail,
    next: nextStep(f, "client"),
    facts: f,
    checklist,
    documents: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    offers,
    full: completeness(factsFromStored(file)),
    evidence,
    loan: loan && {
      view: loan,
      balance: scheduledBalance(loan.schedule, loan.amountFunded, today),
      /** The scheduled repayments added up. */
      repaymentsCents: loan.schedule.reduce((s, r) => s + r.paymentCents, 0),
      /** The contract's fees and total repayable (repayments plus fees), as the accepted offer states them. */
      feesCents: accepted
        ? readFees(accepted.fees).reduce((s, f) => s + feeTotalCents(f, accepted.termMonths), 0)
        : null,
      totalRepayableCents: accepted?.totalRepayableCents ?? null,
    },
  };
}
export type ClientWorkspace = NonNullable<Awaited<ReturnType<typeof clientWorkspace>>>;
