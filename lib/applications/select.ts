import type { Prisma } from "@/lib/db";

/** What the staff view of an application reads. */
export const staffSelect = {
  id: true,
  number: true,
  businessName: true,
  abn: true,
  loanAmount: true,
  termMonths: true,
  industry: true,
  createdAt: true,
  status: true,
  riskScore: true,
  riskCategory: true,
  riskRecommendation: true,
  riskFactors: true,
  timeInBusiness: true,
  monthlyTurnover: true,
  purpose: true,
  creditProfile: true,
  version: true,
  // The status guard (ADR 068): Approved and Funded need the accepted offer.
  acceptedOfferId: true,
  partner: { select: { firstName: true, lastName: true } },
  // The work queue (issue 16 item 6): who has it, and since when it is in its status.
  statusChangedAt: true,
  assignee: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.ApplicationSelect;
