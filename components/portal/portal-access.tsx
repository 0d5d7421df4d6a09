import Link from "next/link";
import { AccessDenied, SignInCard } from "@/components/portal/access";
import { UnauthorizedNotice } from "@/components/staff/staff-access";
import { Button, buttonVariants } from "@/components/ui/button";
import type { PortalSegment } from "@/lib/auth/portal-gate";
import { LogoutForm } from "@/components/site/logout-form";

export const PORTAL_TITLES: Record<PortalSegment, string> = {
  client: "Client Portal",
  partner: "Broker Portal",
  staff: "Staff Portal",
  admin: "Administration",
};

/** What the client, broker and admin portals show signed out (a sign-in card) and to a wrong role. */
const STATES: Record<
  Exclude<PortalSegment, "staff">,
  { callbackUrl?: string; signInExtra?: React.ReactNode; message: string; actions: React.ReactNode }
> = {
  client: {
    callbackUrl: "/client",
    message: "You need client access to view this page.",
    actions: <SwitchAccountOr href="/application" label="Start Application" />,
  },
  partner: {
    signInExtra: (
      <Link href="/partner-program" className="text-sm underline">
        Not a partner yet? Apply to become a partner
      </Link>
    ),
    message: "You need broker partner access to view this portal.",
    actions: <SwitchAccountOr href="/mortgage-broker-partners" label="Apply for Access" />,
  },
  admin: {
    callbackUrl: "/staff/admin",
    message: "You need admin access to view this page.",
    actions: (
      <Button asChild variant="outline">
        <Link href="/staff">Back to the Staff Portal</Link>
      </Button>
    ),
  },
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
  if (segment === "staff") return <StaffAccessState role={role} />;
  const state = STATES[segment];
  if (!role)
    return (
      <SignInCard portal={PORTAL_TITLES[segment]} callbackUrl={state.callbackUrl ?? path} extra={state.signInExtra} />
    );
  return <AccessDenied message={state.message} role={role} actions={state.actions} />;
}

/** Staff (spec §6): the 'Unauthorized' toast, then sign in, or switch account for a wrong role. */
function StaffAccessState({ role }: { role: string | null }) {
  return (
    <>
      <UnauthorizedNotice redirect={!role} />
      <AccessDenied
        message="You need staff access to view this page."
        role={role ?? "guest"}
        actions={
          role ? (
            <LogoutForm className={buttonVariants({ variant: "outline" })}>Switch Account</LogoutForm>
          ) : (
            <Button asChild variant="outline">
              <a href="/api/login?callbackUrl=%2Fstaff">Sign In</a>
            </Button>
          )
        }
      />
    </>
  );
}

/** The wrong-role actions of the client and broker portals: switch account, or the way in. */
function SwitchAccountOr({ href, label }: { href: string; label: string }) {
  return (
    <>
      <LogoutForm className={buttonVariants({ variant: "outline" })}>Switch Account</LogoutForm>
      <Button asChild>
        <Link href={href}>{label}</Link>
      </Button>
    </>
  );
}
