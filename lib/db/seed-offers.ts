import type { LoanFee } from "@/lib/money/loan-terms";
import { offerFigureColumns } from "@/lib/offers/figures";
import type { PrismaClient } from "./generated/client";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 16 (offers): the demo client's first application in offers presentation gets two open
 * offers from its two best-matched lenders, every figure from loanTerms(), so the demo can compare,
 * accept and sign. Skipped when that application already has lender submissions (another seed step
 * made them) or none is in offers presentation.
 */
export async function seedOffers(prisma: PrismaClient, { clientId, now }: { clientId: string; now: Date }) {
  const app = await prisma.application.findFirst({
    where: { clientId, status: "offers_presentation", submissions: { none: {} } },
    orderBy: [{ partnerId: { sort: "asc", nulls: "first" } }, { seq: "asc" }],
    include: {
      matches: { where: { eligible: true }, orderBy: { rank: "asc" }, take: 2, include: { lender: true } },
    },
  });
  if (!app || app.matches.length < 2) return 0;
  const frequencies = ["monthly", "weekly"] as const;
  for (const [i, { lender }] of app.matches.entries()) {
    const fees: LoanFee[] = [
      {
        label: "Establishment fee",
        amountCents: Math.max(
          lender.minEstablishmentFee * 100,
          Math.round((app.loanAmount * lender.establishmentFeeBps) / 100),
        ),
        when: "upfront",
      },
      ...(i === 0 ? [{ label: "Account keeping fee", amountCents: 1_500, when: "monthly" as const }] : []),
    ];
    const input = {
      amount: app.loanAmount,
      termMonths: app.termMonths,
      interestRateBps: lender.rateMinBps + Math.round(((lender.rateMaxBps - lender.rateMinBps) * (i + 1)) / 4),
      frequency: frequencies[i]!,
      fees,
    };
    const submission = await prisma.lenderSubmission.create({
      data: {
        applicationId: app.id,
        lenderId: lender.id,
        driver: lender.driver,
        status: "offered",
        reference: `DEMO-${app.number}-${i + 1}`,
        submittedAt: new Date(now.getTime() - 5 * DAY),
        decidedAt: new Date(now.getTime() - 2 * DAY),
      },
    });
    await prisma.offer.create({
      data: {
        applicationId: app.id,
        submissionId: submission.id,
        lenderId: lender.id,
        ...offerFigureColumns(input),
        earlyRepayment:
          i === 0
            ? "Repay early at any time; no break fee."
            : "Repay early after 6 months; interest to that date only.",
        security: i === 0 ? "General security agreement over business assets" : "Unsecured",
        guarantees: "Personal guarantee from each director",
        expiresAt: new Date(now.getTime() + (14 - i * 4) * DAY),
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
    });
  }
  await secondGuarantor(prisma, app.id);
  return app.matches.length;
}

/**
 * Issue #34 item 4 (ADR 067): the demo's offers file has the applicant and a second guarantor with
 * their own e-mail address, so the demo (and its e2e spec) can sign from two separate links.
 */
async function secondGuarantor(prisma: PrismaClient, applicationId: string) {
  const directors = await prisma.applicationDirector.findMany({
    where: { applicationId },
    orderBy: { position: "asc" },
  });
  if (directors.length === 0) return;
  const data = { fullName: "Daniel Mitchell", email: "daniel.mitchell@guarantor.example", guarantor: true };
  if (directors[1]) await prisma.applicationDirector.update({ where: { id: directors[1].id }, data });
  else {
    await prisma.applicationDirector.update({ where: { id: directors[0]!.id }, data: { ownershipPercent: 60 } });
    await prisma.applicationDirector.create({ data: { applicationId, position: 1, ownershipPercent: 40, ...data } });
  }
}
