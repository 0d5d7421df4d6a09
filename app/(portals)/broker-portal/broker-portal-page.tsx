import { BrokerPortal } from "@/components/broker/broker-portal";
import { openApplicationParam } from "@/lib/applications/detail-view";
import { env } from "@/lib/env";
import { brokerPortal } from "@/lib/partners/portal";
import { renderPortal, type PortalPageProps } from "../portal-page";

/** /partner, /partner/login and /broker-portal all show this (spec §2), with its three access states. */
export function BrokerPortalPage({ path, ...props }: PortalPageProps & { path: string }) {
  return renderPortal({ segment: "partner", path, action: "read:broker-dashboard" }, props, async (user, params) => {
    const data = await brokerPortal(user, { detailId: openApplicationParam(params) });
    return <BrokerPortal firstName={user.firstName} appUrl={env().APP_URL} data={data} />;
  });
}

/** The page component of one of those URLs. */
export const brokerPortalRoute = (path: string) =>
  function BrokerPortalRoute(props: PortalPageProps) {
    return <BrokerPortalPage {...props} path={path} />;
  };
