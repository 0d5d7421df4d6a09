import { ClientPortal } from "@/components/client/client-portal";
import { PortalAccessState } from "@/components/portal/portal-access";
import { applicationDetailView, openApplicationParam } from "@/lib/applications/detail-view";
import { listClientApplications } from "@/lib/applications/queries";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";
import { listDocuments } from "@/lib/documents";
import { checklistView, outstandingByApplication } from "@/lib/documents/checklist-store";
import { isActive } from "@/lib/applications/status";
import { notificationSettings } from "@/lib/notifications";

export const metadata = { title: "Client Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function ClientPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "read:client-dashboard"))
    return <PortalAccessState segment="client" path="/client" role={user?.role ?? null} />;
  const params = await searchParams;
  const [applications, documents, settings, detail, checklist] = await Promise.all([
    listClientApplications(user),
    listDocuments(user),
    notificationSettings(user.id),
    applicationDetailView(user, openApplicationParam(params)),
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
      initialTab={typeof tab === "string" ? tab : "applications"}
    />
  );
}
