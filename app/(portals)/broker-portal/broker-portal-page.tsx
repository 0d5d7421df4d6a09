import { redirect } from "next/navigation";
import { BrokerPortal } from "@/components/broker/broker-portal";
import { workspaceHref } from "@/lib/applications/client";
import { openApplicationParam } from "@/lib/applications";
import { env } from "@/lib/env";
import { brokerPortal } from "@/lib/partners";
import { parsePipelineQuery } from "@/lib/partners/client";
import { renderPortal, type PortalPageProps } from "../portal-page";

/** /partner, /partner/login and /broker-portal all show this (spec §2), with its three access states. */
export function BrokerPortalPage({ path, ...props }: PortalPageProps & { path: string }) {
  return renderPortal({ segment: "partner", path, action: "read:broker-dashboard" }, props, async (user, params) => {
    // An old link or e-mail (?application=<id>) opens that referral's workspace, which checks it is theirs.
    const open = openApplicationParam(params);
    if (open) redirect(workspaceHref("partner", open));
    const data = await brokerPortal(user, { query: parsePipelineQuery(params) });
    return <BrokerPortal firstName={user.firstName} appUrl={env().APP_URL} data={data} />;
  });
}

/** The page component of one of those URLs. */
export const brokerPortalRoute = (path: string) =>
  function BrokerPortalRoute(props: PortalPageProps) {
    return <BrokerPortalPage {...props} path={path} />;
  };
