import Link from "next/link";
import { BrokerPortal } from "@/components/broker/broker-portal";
import { AccessDenied, SignInCard } from "@/components/portal/access";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { getSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { openApplicationParam } from "@/lib/applications/detail-view";
import { brokerPortal } from "@/lib/partners/portal";

/** /partner, /partner/login and /broker-portal all show this (spec §2), with its three access states. */
export async function BrokerPortalPage({
  path,
  searchParams,
}: {
  path: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getSessionUser();
  const header = <SiteHeader user={user ? { firstName: user.firstName, email: user.email, role: user.role } : null} />;
  if (!user) {
    return (
      <>
        {header}
        <SignInCard
          portal="Broker Portal"
          callbackUrl={path}
          extra={
            <Link href="/partner-program" className="text-sm underline">
              Not a partner yet? Apply to become a partner
            </Link>
          }
        />
      </>
    );
  }
  if (user.role !== "partner") {
    return (
      <>
        {header}
        <AccessDenied
          message="You need broker partner access to view this portal."
          role={user.role}
          actions={
            <>
              <Button asChild variant="outline">
                <a href="/api/logout">Switch Account</a>
              </Button>
              <Button asChild>
                <Link href="/mortgage-broker-partners">Apply for Access</Link>
              </Button>
            </>
          }
        />
      </>
    );
  }
  const data = await brokerPortal(user, { detailId: openApplicationParam(await searchParams) });
  return (
    <>
      {header}
      <BrokerPortal firstName={user.firstName} appUrl={env().APP_URL} data={data} />
    </>
  );
}
