import "server-only";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { outstandingByApplication } from "@/lib/documents";
import { listLeads } from "@/lib/leads";
import { DEFAULT_SPLIT_BPS, commissionLabel, paymentLabel } from "@/lib/commissions/client";
import { brokerDashboard, commissionLedger, listBrokerApplications, monthlyPerformance } from "./broker";
import { brokerPipeline } from "./pipeline";
import { DEFAULT_PIPELINE_QUERY, type PipelineQuery } from "./pipeline-schema";

function melbourneMonth(d: Date): string {
  return d.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
}

/**
 * Everything the broker portal shows, as plain data a client component can take. `query` is the
 * pipeline's filters and sort, read from the page's address (ADR 080). A referral opens in its own
 * workspace (/partner/applications/[id]), not in this page.
 */
export async function brokerPortal(
  user: SessionUser,
  { now = new Date(), query = DEFAULT_PIPELINE_QUERY }: { now?: Date; query?: PipelineQuery },
) {
  const prisma = await db();
  const [dashboard, applications, leads, ledger, months, me, pipeline] = await Promise.all([
    brokerDashboard(user, now),
    listBrokerApplications(user),
    listLeads(user),
    commissionLedger(user),
    monthlyPerformance(user, now),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { referralCode: true, commissionSplitBps: true } }),
    brokerPipeline(user, query, now),
  ]);
  const outstanding = await outstandingByApplication(applications.map((a) => a.id));
  return {
    referralCode: me.referralCode,
    /** The partner's share of the lender's commission (set by admin; the programme's 50% by default). */
    splitBps: me.commissionSplitBps ?? DEFAULT_SPLIT_BPS,
    dashboard,
    applications: applications.map((a) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
      lastActivity: a.lastActivity?.toISOString() ?? null,
    })),
    leads: leads.map((l) => ({
      id: l.id,
      contactName: l.contactName,
      businessName: l.businessName,
      loanAmount: l.loanAmount,
      email: l.email,
      phone: l.phone,
      notes: l.notes,
      status: l.status,
      applicationId: l.applicationId,
      awaitingConfirmation: l.awaitingConfirmation,
    })),
    ledger: ledger.map((r) => ({
      id: r.id,
      kind: r.kind,
      label: commissionLabel(r.kind, r.period),
      amountCents: r.amountCents,
      earnedAt: r.earnedAt.toISOString(),
      paid: r.paid,
      paidAt: r.paidAt?.toISOString() ?? null,
      payment: paymentLabel({ ...r, payoutReference: r.payoutRun?.reference }),
      applicationNumber: r.application.number,
      businessName: r.application.businessName,
    })),
    months,
    currentMonth: melbourneMonth(now),
    /** Client Applications: the pipeline as filtered and sorted by `query`. */
    pipeline,
    pipelineQuery: query,
    /** Checklist items waiting on the client or broker, per referred application. */
    outstanding,
  };
}
export type BrokerPortalData = Awaited<ReturnType<typeof brokerPortal>>;
