import "server-only";
import { audit, type Actor } from "@/lib/audit";
import type { Prisma } from "@/lib/db";
import type { OfferTermsInput } from "@/lib/lenders/client";
import { affordabilityLine, evidenceFrom } from "@/lib/assessment/client";
import { readAnalysis } from "@/lib/assessment";
import { PERIODS_PER_YEAR, type RepaymentFrequency } from "@/lib/money/client";
import { offerFigureColumns } from "./figures";
import { DEFAULT_OFFER_DAYS } from "./schema";
import { onOfferReceived } from "@/lib/webhooks";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An Offer row from a lender's terms (issue 16 item 2), inside the caller's transaction: the
 * repayment, total repayable, total cost of finance and APR come from loanTerms() in the one money
 * module, never from the caller. Used by the simulated lender's decision and by staff key-in.
 * Expires 14 days after it is made unless the lender said otherwise.
 */
export async function createOffer(
  tx: Prisma.TransactionClient,
  submission: { id: string; applicationId: string; lenderId: string },
  terms: OfferTermsInput,
  opts: { actor: Actor | null; ip?: string; now?: Date },
) {
  const now = opts.now ?? new Date();
  const figures = offerFigureColumns(terms);
  const offer = await tx.offer.create({
    data: {
      applicationId: submission.applicationId,
      submissionId: submission.id,
      lenderId: submission.lenderId,
      ...figures,
      earlyRepayment: terms.earlyRepayment,
      security: terms.security,
      guarantees: terms.guarantees,
      affordabilityLine: await offerAffordability(tx, submission.applicationId, figures),
      decisionNote: terms.decisionNote ?? null,
      expiresAt: terms.expiresAt ?? new Date(now.getTime() + DEFAULT_OFFER_DAYS * DAY_MS),
    },
  });
  await audit(tx, {
    actor: opts.actor,
    action: "offer.created",
    entity: "Offer",
    entityId: offer.id,
    after: {
      applicationId: offer.applicationId,
      submissionId: offer.submissionId,
      amount: offer.amount,
      interestRateBps: offer.interestRateBps,
      aprBps: offer.aprBps,
      expiresAt: offer.expiresAt,
      affordabilityLine: offer.affordabilityLine,
      decisionNote: offer.decisionNote,
    },
    ip: opts.ip,
  });
  await onOfferReceived(tx, offer);
  return offer;
}

/**
 * The offer's affordability line (ADR 068): its repayment as a monthly figure against the latest
 * bank analysis's average and lowest monthly inflows; null without bank data (the client is told so).
 */
async function offerAffordability(
  tx: Prisma.TransactionClient,
  applicationId: string,
  figures: { repaymentCents: number; repaymentFrequency: string },
) {
  const latest = await readAnalysis(tx, applicationId);
  if (!latest) return null;
  const perYear = PERIODS_PER_YEAR[figures.repaymentFrequency as RepaymentFrequency] ?? 12;
  const monthly = Math.round((figures.repaymentCents * perYear) / 12);
  return affordabilityLine(monthly, evidenceFrom(latest.analysis));
}
