import { PortalAccessState } from "@/components/portal/portal-access";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { listLeads } from "@/lib/leads";
import { brokerDashboard, commissionLedger, listBrokerApplications, monthlyPerformance } from "@/lib/partners/broker";
import { BrokerPortal } from "./broker-portal";

/** /partner, /partner/login and /broker-portal all show this (spec §2), with its three access states. */
export async function BrokerPortalPage({ path }: { path: string }) {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "read:broker-dashboard"))
    return <PortalAccessState segment="partner" path={path} role={user?.role ?? null} />;
  const prisma = await db();
  const now = new Date();
  const [dashboard, applications, leads, ledger, months, me] = await Promise.all([
    brokerDashboard(user, now),
    listBrokerApplications(user),
    listLeads(user),
    commissionLedger(user),
    monthlyPerformance(user, now),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { referralCode: true } }),
  ]);
  return (
    <>
      <BrokerPortal
        firstName={user.firstName}
        referralCode={me.referralCode}
        appUrl={env().APP_URL}
        dashboard={dashboard}
        applications={applications.map((a) => ({
          ...a,
          createdAt: a.createdAt.toISOString(),
          lastActivity: a.lastActivity?.toISOString() ?? null,
        }))}
        leads={leads.map((l) => ({
          id: l.id,
          contactName: l.contactName,
          businessName: l.businessName,
          loanAmount: l.loanAmount,
          email: l.email,
          phone: l.phone,
          notes: l.notes,
          status: l.status,
          applicationId: l.applicationId,
        }))}
        ledger={ledger.map((r) => ({
          id: r.id,
          kind: r.kind,
          amountCents: r.amountCents,
          earnedAt: r.earnedAt.toISOString(),
          paid: r.paid,
          paidAt: r.paidAt?.toISOString() ?? null,
          applicationNumber: r.application.number,
          businessName: r.application.businessName,
        }))}
        months={months}
        currentMonth={now.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7)}
      />
    </>
  );
}
