import { redirect } from "next/navigation";
import { ClientPortal } from "@/components/client/client-portal";
import { DraftsCard } from "@/components/client/drafts-card";
import { StatusLegend } from "@/components/portal/status-legend";
import { openApplicationParam, listDrafts, listClientApplications } from "@/lib/applications";
import { isActive, workspaceHref } from "@/lib/applications/client";
import { listDocuments, outstandingByApplication } from "@/lib/documents";
import { notificationSettings } from "@/lib/notifications";
import { portalPage } from "../portal-page";

export const metadata = { title: "Client Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default portalPage(
  { segment: "client", path: "/client", action: "read:client-dashboard" },
  async (user, params) => {
    // The old address of an open application (?application=<id>, in older e-mails and bookmarks)
    // lands on its workspace (ADR 078); the workspace says not found to anyone but its owner.
    const open = openApplicationParam(params);
    if (open) redirect(workspaceHref("client", open));
    const [applications, documents, settings, drafts] = await Promise.all([
      listClientApplications(user),
      listDocuments(user),
      notificationSettings(user.id),
      listDrafts(user),
    ]);
    const outstanding = await outstandingByApplication(applications.filter((a) => isActive(a.status)).map((a) => a.id));
    const tab = params.tab;
    return (
      <ClientPortal
        user={{ id: user.id, firstName: user.firstName, email: user.email, role: user.role }}
        applications={applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }))}
        documents={documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }))}
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
