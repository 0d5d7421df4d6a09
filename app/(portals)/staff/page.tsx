import { PortalAccessState } from "@/components/portal/portal-access";
import { StaffPortal } from "@/components/staff/staff-portal";
import { listStaffQueue, riskInsights, staffDashboard, type StaffApplicationView } from "@/lib/applications/queries";
import { staffQueueQuerySchema } from "@/lib/applications/queue-schema";
import { openApplicationParam } from "@/lib/applications/detail-view";
import { can } from "@/lib/auth/permissions";
import { checklistView } from "@/lib/documents/checklist-store";
import { getVerifiedUser } from "@/lib/auth/session";
import { staffInbox } from "@/lib/staff/inbox";

export const metadata = { title: "Staff Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

const serialise = (r: StaffApplicationView) => ({ ...r, createdAt: r.createdAt.toISOString() });

export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "read:staff-dashboard"))
    return <PortalAccessState segment="staff" path="/staff" role={user?.role ?? null} />;
  const params = await searchParams;
  const raw = Object.fromEntries(
    // The queue's filters; ?application= names the open panel, not a filter.
    Object.entries(params).filter(
      (e): e is [string, string] => typeof e[1] === "string" && e[1] !== "" && e[0] !== "application",
    ),
  );
  const parsed = staffQueueQuerySchema.safeParse(raw);
  const filters = parsed.success ? parsed.data : {};
  const [dashboard, page, insights, inbox, checklist] = await Promise.all([
    staffDashboard(),
    listStaffQueue(filters).catch(() => listStaffQueue({})),
    riskInsights(),
    staffInbox(user),
    checklistView(user, openApplicationParam(params)),
  ]);
  return (
    <>
      <StaffPortal
        viewer={{ id: user.id, role: user.role, firstName: user.firstName }}
        dashboard={dashboard}
        rows={page.items.map(serialise)}
        nextCursor={page.nextCursor}
        filters={parsed.success ? raw : {}}
        checklist={checklist}
        insights={{ recent: insights.recent.map(serialise), distribution: insights.distribution }}
        inbox={{
          inquiries: inbox.inquiries.map((i) => ({
            id: i.id,
            name: i.name,
            email: i.email,
            subject: i.subject,
            message: i.message,
            createdAt: i.createdAt.toISOString(),
          })),
          partnerApplications: inbox.partnerApplications.map((p) => ({
            id: p.id,
            source: p.source,
            email: p.email,
            businessName: p.businessName,
            company: p.company,
            status: p.status,
            createdAt: p.createdAt.toISOString(),
          })),
        }}
      />
    </>
  );
}
