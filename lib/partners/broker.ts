import "server-only";
import type { SessionUser } from "@/lib/auth";
import { summariseLedger } from "@/lib/commissions/client";
import { db } from "@/lib/db";
import { brokerStatus, countActive } from "@/lib/applications/client";

/** Applications the partner referred, in the broker's vocabulary (spec §3 "Broker application"). */
export async function listBrokerApplications(user: SessionUser) {
  const prisma = await db();
  const rows = await prisma.application.findMany({
    where: { partnerId: user.id, status: { not: "draft" } },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      number: true,
      businessName: true,
      loanAmount: true,
      status: true,
      createdAt: true,
      lastActivityAt: true,
      client: { select: { firstName: true, lastName: true } },
      commissions: { where: { partnerId: user.id, kind: "upfront" }, select: { amountCents: true, paid: true } },
    },
  });
  return rows.map((a) => ({
    id: a.id,
    clientName: [a.client.firstName, a.client.lastName].filter(Boolean).join(" ") || "Client",
    businessName: a.businessName,
    applicationNumber: a.number,
    loanAmount: a.loanAmount,
    status: brokerStatus(a.status),
    createdAt: a.createdAt,
    lastActivity: a.lastActivityAt,
    commission: a.commissions.reduce((s, c) => s + c.amountCents, 0) / 100,
    commissionPaid: a.commissions.length > 0 && a.commissions.every((c) => c.paid),
  }));
}

function melbourneMonth(d: Date): string {
  return d.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
}

/**
 * Conversion (issue 35 item 5): settled ÷ referred applications, in percent to one place. A lead
 * the partner converted is one of those applications, so it counts once; a lead not converted is
 * not an application and is not counted. The Performance chart counts referrals the same way.
 */
export function conversionRate(settled: number, referredApplications: number): number {
  return referredApplications ? Math.round((settled / referredApplications) * 1000) / 10 : 0;
}

/** The broker dashboard (spec §3), every figure from the database. Money in dollars. */
export async function brokerDashboard(user: SessionUser, now = new Date()) {
  const prisma = await db();
  const apps = await prisma.application.findMany({
    where: { partnerId: user.id, status: { not: "draft" } },
    select: { status: true, loanAmount: true, settledAt: true },
  });
  const ledger = await prisma.commission.findMany({
    where: { partnerId: user.id, earnedAt: { lte: now } },
    select: { kind: true, amountCents: true, applicationId: true, earnedAt: true, paid: true },
  });
  const summary = summariseLedger(ledger, now);
  const month = melbourneMonth(now);
  const settled = apps.filter((a) => a.status === "settled");
  return {
    totalApplications: apps.length,
    activeApplications: countActive(apps),
    settledApplications: settled.filter((a) => a.settledAt && melbourneMonth(a.settledAt) === month).length,
    monthlyCommissions: summary.thisMonthCents / 100,
    totalCommissions: summary.totalEarnedCents / 100,
    averageCommission: summary.averagePerDealCents / 100,
    conversionRate: conversionRate(settled.length, apps.length),
    totalVolume: apps.reduce((s, a) => s + a.loanAmount, 0),
  };
}

/**
 * The commission ledger, newest first, for the Commission Tracking tab and statements: only what is
 * earned by `now` (a trail commission due next month is not on the ledger yet).
 */
export async function commissionLedger(user: SessionUser, month?: string, now = new Date()) {
  const prisma = await db();
  const rows = await prisma.commission.findMany({
    where: { partnerId: user.id, earnedAt: { lte: now } },
    orderBy: { earnedAt: "desc" },
    select: {
      id: true,
      kind: true,
      period: true,
      baseAmount: true,
      rateBps: true,
      splitBps: true,
      amountCents: true,
      earnedAt: true,
      paid: true,
      paidAt: true,
      payableAt: true,
      payoutRun: { select: { reference: true } },
      application: { select: { number: true, businessName: true } },
    },
  });
  return month ? rows.filter((r) => melbourneMonth(r.earnedAt) === month) : rows;
}

/** Referrals and settlements per month over the last 12 months (Performance Analytics). */
export async function monthlyPerformance(user: SessionUser, now = new Date()) {
  const prisma = await db();
  const since = new Date(now.getTime() - 366 * 86_400_000);
  const apps = await prisma.application.findMany({
    // Referrals as the tile counts them: submitted applications (a draft is not referred yet).
    where: {
      partnerId: user.id,
      status: { not: "draft" },
      OR: [{ createdAt: { gte: since } }, { settledAt: { gte: since } }],
    },
    select: { createdAt: true, settledAt: true },
  });
  const months: { month: string; referrals: number; settlements: number }[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 15);
    months.push({ month: melbourneMonth(d), referrals: 0, settlements: 0 });
  }
  for (const a of apps) {
    const m = months.find((x) => x.month === melbourneMonth(a.createdAt));
    if (m) m.referrals++;
    const s = a.settledAt ? months.find((x) => x.month === melbourneMonth(a.settledAt!)) : undefined;
    if (s) s.settlements++;
  }
  return months;
}
