import { StaffAssessmentSection } from "@/components/assessment/staff-assessment";
import { OverdueComplaintsBanner } from "@/components/complaints/overdue-banner";
import { SettingsTab } from "@/components/staff/settings-tab";
import { StaffPortal } from "@/components/staff/staff-portal";
import { statusTargetSettings } from "@/lib/applications/status-target-store";
import { can } from "@/lib/auth/permissions";
import { countOverdueComplaints } from "@/lib/complaints";
import { notificationSettings } from "@/lib/notifications";
import { listStaffQueue, riskInsights, staffDashboard, type StaffApplicationView } from "@/lib/applications/queries";
import { staffQueueQuerySchema } from "@/lib/applications/queue-schema";
import { openApplicationParam } from "@/lib/applications/detail-view";
import { checklistView } from "@/lib/documents/checklist-store";
import { staffAssessment } from "@/lib/checks/assessment";
import { isAppError } from "@/lib/http/errors";
import { staffInbox } from "@/lib/staff/inbox";
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
    // The queue's filters; ?application= names the open panel, not a filter.
    const raw = filledParams(params);
    delete raw.application;
    const parsed = staffQueueQuerySchema.safeParse(raw);
    const filters = parsed.success ? parsed.data : {};
    const open = openApplicationParam(params);
    const [dashboard, page, insights, inbox, checklist, targets, preferences, overdueComplaints, assessment] =
      await Promise.all([
        staffDashboard(),
        // A filter or cursor the query refuses (an old link) lists the whole queue; anything else (the
        // database) is the page's error, shown by the portals' error boundary, never an unfiltered
        // queue passed off as the filtered one (issue #38).
        listStaffQueue(filters, user).catch((error: unknown) => {
          if (isAppError(error) && error.code === "bad_request") return listStaffQueue({}, user);
          throw error;
        }),
        riskInsights(),
        staffInbox(user),
        checklistView(user, open),
        statusTargetSettings(),
        notificationSettings(user.id),
        countOverdueComplaints(user),
        // The open application's evidence (issue 33 item 4): a server-rendered section for the panel.
        open && can(user, "assess:application")
          ? staffAssessment(user, open).catch((error: unknown) => {
              if (isAppError(error) && error.code === "not_found") return null;
              throw error;
            })
          : null,
      ]);
    return (
      <>
        <OverdueComplaintsBanner count={overdueComplaints} />
        <StaffPortal
          viewer={{ id: user.id, role: user.role, firstName: user.firstName }}
          dashboard={dashboard}
          rows={page.items.map(serialise)}
          nextCursor={page.nextCursor}
          filters={parsed.success ? raw : {}}
          checklist={checklist}
          assessment={
            assessment && open
              ? { applicationId: open, node: <StaffAssessmentSection assessment={assessment} /> }
              : null
          }
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
