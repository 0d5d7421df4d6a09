import { ClientPortal } from "@/components/client/client-portal";
import { DraftsCard } from "@/components/client/drafts-card";
import { StatusLegend } from "@/components/portal/status-legend";
import { applicationDetailView, openApplicationParam } from "@/lib/applications/detail-view";
import { listDrafts } from "@/lib/applications/drafts";
import { listClientApplications } from "@/lib/applications/queries";
import { isActive } from "@/lib/applications/status";
import { listDocuments } from "@/lib/documents";
import { checklistView, outstandingByApplication } from "@/lib/documents/checklist-store";
import { notificationSettings } from "@/lib/notifications";
import { portalPage } from "../portal-page";

export const metadata = { title: "Client Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default portalPage(
  { segment: "client", path: "/client", action: "read:client-dashboard" },
  async (user, params) => {
    const [applications, documents, settings, detail, drafts, checklist] = await Promise.all([
      listClientApplications(user),
      listDocuments(user),
      notificationSettings(user.id),
      applicationDetailView(user, openApplicationParam(params)),
      listDrafts(user),
      checklistView(user, openApplicationParam(params)),
    ]);
    const outstanding = await outstandingByApplication(applications.filter((a) => isActive(a.status)).map((a) => a.id));
    const tab = params.tab;
    return (
      <ClientPortal
        user={{ id: user.id, firstName: user.firstName, email: user.email, role: user.role }}
        applications={applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }))}
        documents={documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }))}
        detail={detail}
        checklist={checklist}
        outstanding={outstanding}
        notifyByEmail={settings.notifyByEmail}
        mutedEmailKinds={settings.mutedEmailKinds}
        dailyDigest={settings.dailyDigest}
        initialTab={typeof tab === "string" ? tab : "applications"}
        drafts={<DraftsCard drafts={drafts} />}
        statusLegend={<StatusLegend audience="client" />}
      />
    );
  },
);
