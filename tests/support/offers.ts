import type { LoanFee, RepaymentFrequency } from "@/lib/money/loan-terms";
import { offerFigureColumns } from "@/lib/offers/figures";
import { APPLICATION_OWN_FIELDS } from "./application-copy";
import { testDatabase } from "./fixtures";

export const SAMPLE_FEES: LoanFee[] = [
  { label: "Establishment fee", amountCents: 49_500, when: "upfront" },
  { label: "Account keeping fee", amountCents: 1_500, when: "monthly" },
];

export interface OfferSeed {
  applicationId: string;
  /** A lender by slug; by default the first active lenders in name order, one per call (skipping used ones). */
  lenderId?: string;
  amount?: number;
  termMonths?: number;
  interestRateBps?: number;
  frequency?: RepaymentFrequency;
  fees?: LoanFee[];
  expiresAt?: Date;
}

/**
 * An open Offer (and the offered LenderSubmission it answers), with every figure computed by
 * loanTerms() (offerFigureColumns) as the lender integration does. Tests build on this instead of lib/offers/create.ts.
 */
export async function createOffer(seed: OfferSeed) {
  const prisma = testDatabase().connection.prisma;
  const lenderId =
    seed.lenderId ??
    (
      await prisma.lender.findFirstOrThrow({
        where: { active: true, submissions: { none: { applicationId: seed.applicationId } } },
        orderBy: { name: "asc" },
      })
    ).id;
  const input = {
    amount: seed.amount ?? 50_000,
    termMonths: seed.termMonths ?? 24,
    interestRateBps: seed.interestRateBps ?? 1_290,
    frequency: seed.frequency ?? ("monthly" as const),
    fees: seed.fees ?? SAMPLE_FEES,
  };
  const submission = await prisma.lenderSubmission.create({
    data: {
      applicationId: seed.applicationId,
      lenderId,
      driver: "simulated",
      status: "offered",
      decidedAt: new Date(),
    },
  });
  return prisma.offer.create({
    data: {
      applicationId: seed.applicationId,
      submissionId: submission.id,
      lenderId,
      ...offerFigureColumns(input),
      earlyRepayment: "Repay early at any time; no break fee after 6 months.",
      security: "General security agreement over business assets",
      guarantees: "Personal guarantee from each director",
      expiresAt: seed.expiresAt ?? new Date(Date.now() + 14 * 24 * 60 * 60 * 1000),
    },
  });
}

/** A fresh application of clientA referred by partnerA (a copy of a seeded one's facts), in offers presentation. */
let copies = 0;
export async function offersApplication(users: { clientA: { id: string }; partnerA: { id: string } }) {
  const prisma = testDatabase().connection.prisma;
  const model = await prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, partnerId: users.partnerA.id },
    orderBy: { seq: "asc" },
  });
  const facts: Partial<typeof model> = { ...model };
  for (const k of [...APPLICATION_OWN_FIELDS, "assigneeId"] as const) delete facts[k];
  return prisma.application.create({
    data: {
      ...(facts as Omit<typeof model, "id" | "seq" | "number" | "riskFactors">),
      riskFactors: undefined,
      number: `${model.number}-O${++copies}`,
      status: "offers_presentation",
      statusChangedAt: new Date(),
      version: 0,
    },
  });
}
