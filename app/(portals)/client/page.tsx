import Link from "next/link";
import { ClientPortal } from "@/components/client/client-portal";
import { AccessDenied, SignInCard } from "@/components/portal/access";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { applicationDetailView, openApplicationParam } from "@/lib/applications/detail-view";
import { listClientApplications } from "@/lib/applications/queries";
import { getSessionUser } from "@/lib/auth/session";
import { listDocuments } from "@/lib/documents";
import { notificationSettings } from "@/lib/notifications";

export const metadata = { title: "Client Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function ClientPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getSessionUser();
  const header = <SiteHeader user={user ? { firstName: user.firstName, email: user.email, role: user.role } : null} />;
  if (!user)
    return (
      <>
        {header}
        <SignInCard portal="Client Portal" callbackUrl="/client" />
      </>
    );
  if (user.role !== "client") {
    return (
      <>
        {header}
        <AccessDenied
          message="You need client access to view this page."
          role={user.role}
          actions={
            <>
              <Button asChild variant="outline">
                <a href="/api/logout">Switch Account</a>
              </Button>
              <Button asChild>
                <Link href="/application">Start Application</Link>
              </Button>
            </>
          }
        />
      </>
    );
  }
  const params = await searchParams;
  const [applications, documents, settings, detail] = await Promise.all([
    listClientApplications(user),
    listDocuments(user),
    notificationSettings(user.id),
    applicationDetailView(user, openApplicationParam(params)),
  ]);
  const tab = params.tab;
  return (
    <>
      {header}
      <ClientPortal
        user={{ id: user.id, firstName: user.firstName, email: user.email, role: user.role }}
        applications={applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }))}
        documents={documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }))}
        detail={detail}
        notifyByEmail={settings.notifyByEmail}
        initialTab={typeof tab === "string" ? tab : "applications"}
      />
    </>
  );
}
