import { BrokerPortal } from "@/components/broker/broker-portal";
import { PortalAccessState } from "@/components/portal/portal-access";
import { openApplicationParam } from "@/lib/applications/detail-view";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { brokerPortal } from "@/lib/partners/portal";

/** /partner, /partner/login and /broker-portal all show this (spec §2), with its three access states. */
export async function BrokerPortalPage({
  path,
  searchParams,
}: {
  path: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "read:broker-dashboard"))
    return <PortalAccessState segment="partner" path={path} role={user?.role ?? null} />;
  const data = await brokerPortal(user, { detailId: openApplicationParam(await searchParams) });
  return <BrokerPortal firstName={user.firstName} appUrl={env().APP_URL} data={data} />;
}
