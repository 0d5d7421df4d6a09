import { OwnerEvidence } from "@/components/assessment/owner-evidence";
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
import { ownerEvidence } from "@/lib/checks/owner-view";
import { portalPage } from "../portal-page";

export const metadata = { title: "Client Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default portalPage(
  { segment: "client", path: "/client", action: "read:client-dashboard" },
  async (user, params) => {
    const open = openApplicationParam(params);
    const [applications, documents, settings, detail, drafts, checklist, evidence] = await Promise.all([
      listClientApplications(user),
      listDocuments(user),
      notificationSettings(user.id),
      applicationDetailView(user, openApplicationParam(params)),
      listDrafts(user),
      checklistView(user, open),
      ownerEvidence(user, open),
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
        evidence={
          evidence && open
            ? {
                applicationId: open,
                node: (
                  <OwnerEvidence
                    applicationId={open}
                    {...evidence}
                    flash={{
                      bank: typeof params.bank === "string" ? params.bank : undefined,
                      statement: typeof params.statement === "string" ? params.statement : undefined,
                    }}
                  />
                ),
              }
            : null
        }
      />
    );
  },
);
