import { notFound } from "next/navigation";
import { CompleteApplicationScreen } from "@/components/application-form/complete-application-screen";
import { PortalAccessState } from "@/components/portal/portal-access";
import { fullApplicationOrNull } from "@/lib/applications/full-application/store";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";

export const metadata = { title: "Complete your application", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function CompleteApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "read:client-dashboard"))
    return (
      <PortalAccessState segment="client" path={`/client/applications/${id}/complete`} role={user?.role ?? null} />
    );
  const view = await fullApplicationOrNull(user, id);
  if (!view) notFound();
  return (
    <CompleteApplicationScreen
      view={view}
      heading="Complete your application"
      back={{ href: `/client?application=${encodeURIComponent(id)}`, label: "Back to your applications" }}
    />
  );
}
