import Link from "next/link";
import { AccessDenied, SignInCard } from "@/components/portal/access";
import { UnauthorizedNotice } from "@/components/staff/staff-access";
import { Button } from "@/components/ui/button";
import type { PortalSegment } from "@/lib/auth/portal-gate";

export const PORTAL_TITLES: Record<PortalSegment, string> = {
  client: "Client Portal",
  partner: "Broker Portal",
  staff: "Staff Portal",
  admin: "Administration",
};

/**
 * A portal's in-page access state (spec §2): signed out, or signed in with the wrong role. Rendered
 * by the portal page itself and by /access/[segment], where proxy.ts rewrites refused requests.
 */
export function PortalAccessState({
  segment,
  path,
  role,
}: {
  segment: PortalSegment;
  /** The portal URL asked for: sign-in returns there. */
  path: string;
  /** The signed-in user's role, or null when signed out. */
  role: string | null;
}) {
  switch (segment) {
    case "client":
      if (!role) return <SignInCard portal="Client Portal" callbackUrl="/client" />;
      return (
        <AccessDenied
          message="You need client access to view this page."
          role={role}
          actions={<SwitchAccountOr href="/application" label="Start Application" />}
        />
      );
    case "partner":
      if (!role)
        return (
          <SignInCard
            portal="Broker Portal"
            callbackUrl={path}
            extra={
              <Link href="/partner-program" className="text-sm underline">
                Not a partner yet? Apply to become a partner
              </Link>
            }
          />
        );
      return (
        <AccessDenied
          message="You need broker partner access to view this portal."
          role={role}
          actions={<SwitchAccountOr href="/mortgage-broker-partners" label="Apply for Access" />}
        />
      );
    case "staff":
      return (
        <>
          <UnauthorizedNotice redirect={!role} />
          <AccessDenied
            message="You need staff access to view this page."
            role={role ?? "guest"}
            actions={
              <Button asChild variant="outline">
                <a href={role ? "/api/logout" : "/api/login?callbackUrl=%2Fstaff"}>
                  {role ? "Switch Account" : "Sign In"}
                </a>
              </Button>
            }
          />
        </>
      );
    case "admin":
      if (!role) return <SignInCard portal="Administration" callbackUrl="/staff/admin" />;
      return (
        <AccessDenied
          message="You need admin access to view this page."
          role={role}
          actions={
            <Button asChild variant="outline">
              <Link href="/staff">Back to the Staff Portal</Link>
            </Button>
          }
        />
      );
  }
}

/** The wrong-role actions of the client and broker portals: switch account, or the way in. */
function SwitchAccountOr({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button asChild variant="outline">
        <a href="/api/logout">Switch Account</a>
      </Button>
      <Button asChild>
        <Link href={href}>{label}</Link>
      </Button>
    </>
  );
}
