import "server-only";
import { db } from "@/lib/db";
import { commonReasons } from "@/lib/matching";

/** What the wizard gets back at 'View Quotes' — the same shape whoever the e-mail address belongs to. */
export interface SubmissionResult {
  id: string;
  applicationNumber: string;
  status: string;
  matchedLenders: number;
  panelSize: number;
  topMatches: {
    lenderName: string;
    upToAmount: number;
    rateBps: number;
    monthlyRepaymentCents: number;
    establishmentFeeCents: number;
    totalRepayableCents: number;
    totalCostCents: number;
    speedHours: number;
  }[];
  reasons: string[];
}

/** One lender's match as stored (LenderMatch) or held with a pending application. */
export interface StoredMatch {
  lenderId: string;
  lenderName: string;
  eligible: boolean;
  reasons: string[];
  rank: number | null;
  rateBps: number | null;
  monthlyRepaymentCents: number | null;
  establishmentFeeCents: number | null;
  totalRepayableCents: number | null;
  upToAmount: number;
  speedHours: number;
}

/** Pure: the result from an application's number and matches (ordered the same way for both sources). */
export function submissionResult(
  app: { id: string; number: string; loanAmount: number },
  matches: StoredMatch[],
): SubmissionResult {
  const ordered = [...matches].sort(
    (x, y) =>
      (x.rank ?? Infinity) - (y.rank ?? Infinity) ||
      (x.lenderName < y.lenderName ? -1 : x.lenderName > y.lenderName ? 1 : 0),
  );
  const eligible = ordered.filter((m) => m.eligible);
  return {
    id: app.id,
    applicationNumber: app.number,
    status: "submitted",
    matchedLenders: eligible.length,
    panelSize: ordered.length,
    topMatches: eligible.slice(0, 3).map((m) => ({
      lenderName: m.lenderName,
      upToAmount: m.upToAmount,
      rateBps: m.rateBps ?? 0,
      monthlyRepaymentCents: m.monthlyRepaymentCents ?? 0,
      establishmentFeeCents: m.establishmentFeeCents ?? 0,
      totalRepayableCents: m.totalRepayableCents ?? 0,
      totalCostCents: (m.totalRepayableCents ?? 0) - app.loanAmount * 100 + (m.establishmentFeeCents ?? 0),
      speedHours: m.speedHours,
    })),
    reasons: commonReasons(ordered),
  };
}

export async function resultForApplication(id: string): Promise<SubmissionResult> {
  const prisma = await db();
  const app = await prisma.application.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      number: true,
      status: true,
      loanAmount: true,
      matches: { include: { lender: { select: { name: true } } } },
    },
  });
  const result = submissionResult(
    app,
    app.matches.map((m) => ({ ...m, lenderName: m.lender.name })),
  );
  return { ...result, status: app.status };
}
