import { OverdueComplaintsBanner } from "@/components/complaints/overdue-banner";
import { SettingsTab } from "@/components/staff/settings-tab";
import { StaffPortal } from "@/components/staff/staff-portal";
import {
  statusTargetSettings,
  listStaffQueue,
  riskInsights,
  staffDashboard,
  type StaffApplicationView,
  openApplicationParam,
} from "@/lib/applications";
import { can } from "@/lib/auth/client";
import { countOverdueComplaints } from "@/lib/complaints";
import { notificationSettings } from "@/lib/notifications";
import { staffQueueQuerySchema, workspaceHref } from "@/lib/applications/client";
import { redirect } from "next/navigation";
import { isAppError } from "@/lib/http/client";
import { staffInbox } from "@/lib/staff";
import { filledParams, portalPage } from "../portal-page";

export const metadata = { title: "Staff Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

const serialise = (r: StaffApplicationView) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  statusChangedAt: r.statusChangedAt.toISOString(),
});

export default portalPage(
  { segment: "staff", path: "/staff", action: "read:staff-dashboard" },
  async (user, params) => {
    // ?application=<id> (an old link or e-mail) opens that application's deal workspace (issue #36).
    const open = openApplicationParam(params);
    if (open) redirect(workspaceHref("staff", open));
    const raw = filledParams(params);
    const parsed = staffQueueQuerySchema.safeParse(raw);
    const filters = parsed.success ? parsed.data : {};
    let refused = false;
    const [dashboard, page, insights, inbox, targets, preferences, overdueComplaints] = await Promise.all([
      staffDashboard(),
      // A filter or cursor the query refuses (an old link) lists the whole queue, with its filter fields
      // emptied so it never passes for the filtered one; anything else (the database) is the page's
      // error, shown by the portals' error boundary (issue #38).
      listStaffQueue(filters, user).catch((error: unknown) => {
        if (!isAppError(error) || error.code !== "bad_request") throw error;
        refused = true;
        return listStaffQueue({}, user);
      }),
      riskInsights(),
      staffInbox(user),
      statusTargetSettings(),
      notificationSettings(user.id),
      countOverdueComplaints(user),
    ]);
    return (
      <>
        <OverdueComplaintsBanner count={overdueComplaints} />
        <StaffPortal
          viewer={{ id: user.id, role: user.role, firstName: user.firstName }}
          dashboard={dashboard}
          rows={page.items.map(serialise)}
          nextCursor={page.nextCursor}
          filters={parsed.success && !refused ? raw : {}}
          settings={
            <SettingsTab
              targets={targets}
              canEditTargets={can(user, "manage:status-target")}
              preferences={{ role: user.role, ...preferences }}
            />
          }
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
  },
);
