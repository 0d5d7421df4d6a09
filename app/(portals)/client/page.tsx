import Link from "next/link";
import { ClientPortal } from "@/components/client/client-portal";
import { AccessDenied, SignInCard } from "@/components/portal/access";
import { Button } from "@/components/ui/button";
import { listClientApplications } from "@/lib/applications/queries";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";
import { listDocuments } from "@/lib/documents";
import { notificationSettings } from "@/lib/notifications";

export const metadata = { title: "Client Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function ClientPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user) return <SignInCard portal="Client Portal" callbackUrl="/client" />;
  if (!can(user, "read:client-dashboard")) {
    return (
      <>
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
  const [applications, documents, settings] = await Promise.all([
    listClientApplications(user),
    listDocuments(user),
    notificationSettings(user.id),
  ]);
  const tab = (await searchParams).tab;
  return (
    <>
      <ClientPortal
        user={{ id: user.id, firstName: user.firstName, email: user.email, role: user.role }}
        applications={applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }))}
        documents={documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }))}
        notifyByEmail={settings.notifyByEmail}
        initialTab={typeof tab === "string" ? tab : "applications"}
      />
    </>
  );
}
