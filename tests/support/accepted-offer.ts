// The deal's real steps at database level (ADR 068): a lender's submission and offer, the client's
// acceptance and the signed contract, so the file is Approved the way the app makes it so.
import { offerFigureColumns } from "@/lib/offers/figures";
import type { RepaymentFrequency } from "@/lib/money/loan-terms";
import { testDatabase } from "./fixtures";

const prisma = () => testDatabase().connection.prisma;

export async function acceptedOffer(
  applicationId: string,
  lender: { id: string; rateMinBps: number },
  opts: {
    amount?: number;
    termMonths?: number;
    frequency?: RepaymentFrequency;
    signed?: boolean;
    /** Leave the status as it is (a test that then moves it through the status route). */
    keepStatus?: boolean;
  } = {},
) {
  const submission = await prisma().lenderSubmission.upsert({
    where: { applicationId_lenderId: { applicationId, lenderId: lender.id } },
    create: { applicationId, lenderId: lender.id, driver: "simulated", status: "offered", reference: "SIM-TEST" },
    update: { status: "offered" },
  });
  const figures = offerFigureColumns({
    amount: opts.amount ?? 120_000,
    termMonths: opts.termMonths ?? 24,
    interestRateBps: lender.rateMinBps,
    frequency: opts.frequency ?? "monthly",
    fees: [],
  });
  const offer = await prisma().offer.create({
    data: {
      applicationId,
      submissionId: submission.id,
      lenderId: lender.id,
      status: "accepted",
      ...figures,
      earlyRepayment: "Repay early at any time.",
      security: "Unsecured",
      guarantees: "Personal guarantee from each director",
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      acceptedAt: new Date(),
    },
  });
  const signed = opts.signed ?? true;
  await prisma().contract.create({
    data: {
      offerId: offer.id,
      applicationId,
      status: signed ? "signed" : "ready",
      documentSha256: "0".repeat(64),
      signedAt: signed ? new Date() : null,
      signerName: signed ? "Jane Citizen" : null,
    },
  });
  await prisma().application.update({
    where: { id: applicationId },
    data: {
      acceptedOfferId: offer.id,
      ...(opts.keepStatus ? {} : { status: signed ? "approved" : "offers_presentation" }),
    },
  });
  return offer;
}
