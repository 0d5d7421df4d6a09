import { notFound } from "next/navigation";
import { CompleteApplicationScreen } from "@/components/application-form/complete-application-screen";
import { PortalAccessState } from "@/components/portal/portal-access";
import { fullApplicationOrNull } from "@/lib/applications/full-application/store";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";

export const metadata = { title: "Complete the application", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The referring broker completes the full application on the client's behalf (referred clients only). */
export default async function BrokerCompleteApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "read:broker-dashboard"))
    return (
      <PortalAccessState segment="partner" path={`/partner/applications/${id}/complete`} role={user?.role ?? null} />
    );
  const view = await fullApplicationOrNull(user, id);
  if (!view) notFound();
  return (
    <CompleteApplicationScreen
      view={view}
      heading="Complete the application for your client"
      back={{ href: "/partner", label: "Back to your referrals" }}
    />
  );
}
