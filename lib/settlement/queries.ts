import "server-only";
import { can } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { readableApplication } from "@/lib/applications/queries";
import { db } from "@/lib/db";
import {
  FREQUENCY_LABELS,
  type RepaymentFrequency,
  nextPayment,
  paymentDate,
  repaymentSchedule,
} from "@/lib/money/client";
import { melbourneToday } from "./schema";

export interface LoanScheduleRow {
  number: number;
  date: string;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
}

export interface SettledLoanView {
  lenderName: string;
  lenderReference: string;
  settledOn: string;
  amountFunded: number;
  termMonths: number;
  interestRateBps: number;
  repaymentCents: number;
  frequency: RepaymentFrequency;
  frequencyLabel: string;
  closedReason: string | null;
  closedOn: string | null;
  schedule: LoanScheduleRow[];
  nextPayment: LoanScheduleRow | null;
}

export interface SettlementPanelView {
  loan: SettledLoanView | null;
  /** Staff only: the accepted offer the settlement takes its terms from, or the panel to choose from. */
  acceptedOffer: {
    lenderName: string;
    amount: number;
    termMonths: number;
    interestRateBps: number;
    frequencyLabel: string;
  } | null;
  lenders: { id: string; name: string; rateMinBps: number; rateMaxBps: number }[];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The settled loan as the client, the referring partner and staff see it: the terms, the repayment
 * schedule (first repayment one period after settlement) and the next repayment from today.
 * Staff also get what the settlement form needs. 404 for anyone who may not read the application.
 */
export async function settlementView(user: SessionUser, applicationId: string, now = new Date()) {
  await readableApplication(user, applicationId);
  const prisma = await db();
  const [s, app] = await Promise.all([
    prisma.settlement.findUnique({ where: { applicationId }, include: { lender: { select: { name: true } } } }),
    prisma.application.findUniqueOrThrow({
      where: { id: applicationId },
      select: { acceptedOffer: { include: { lender: { select: { name: true } } } } },
    }),
  ]);
  const staff = can(user, "record:settlement");
  const view: SettlementPanelView = { loan: s ? loanView(s, now) : null, acceptedOffer: null, lenders: [] };
  if (staff && !s) {
    const o = app.acceptedOffer;
    view.acceptedOffer = o
      ? {
          lenderName: o.lender.name,
          amount: o.amount,
          termMonths: o.termMonths,
          interestRateBps: o.interestRateBps,
          frequencyLabel: FREQUENCY_LABELS[o.repaymentFrequency as RepaymentFrequency] ?? o.repaymentFrequency,
        }
      : null;
    if (!o)
      view.lenders = await prisma.lender.findMany({
        where: { active: true },
        orderBy: { name: "asc" },
        select: { id: true, name: true, rateMinBps: true, rateMaxBps: true },
      });
  }
  return view;
}

function loanView(
  s: {
    lender: { name: string };
    lenderReference: string;
    settledOn: Date;
    amountFunded: number;
    termMonths: number;
    interestRateBps: number;
    repaymentCents: number;
    repaymentFrequency: string;
    closedReason: string | null;
    closedOn: Date | null;
  },
  now: Date,
): SettledLoanView {
  const frequency = s.repaymentFrequency as RepaymentFrequency;
  const rows = repaymentSchedule({
    amount: s.amountFunded,
    termMonths: s.termMonths,
    interestRateBps: s.interestRateBps,
    frequency,
    firstPaymentDate: paymentDate(s.settledOn, frequency, 1),
  });
  const schedule = rows.map((r) => ({ ...r, date: iso(r.date) }));
  const next = s.closedOn ? null : nextPayment(rows, new Date(`${melbourneToday(now)}T00:00:00.000Z`));
  return {
    lenderName: s.lender.name,
    lenderReference: s.lenderReference,
    settledOn: iso(s.settledOn),
    amountFunded: s.amountFunded,
    termMonths: s.termMonths,
    interestRateBps: s.interestRateBps,
    repaymentCents: s.repaymentCents,
    frequency,
    frequencyLabel: FREQUENCY_LABELS[frequency] ?? s.repaymentFrequency,
    closedReason: s.closedReason,
    closedOn: s.closedOn ? iso(s.closedOn) : null,
    schedule,
    nextPayment: next ? { ...next, date: iso(next.date) } : null,
  };
}
