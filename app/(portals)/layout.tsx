import { SiteHeader } from "@/components/site/site-header";
import { getVerifiedUser } from "@/lib/auth/session";

/**
 * Every portal page (and /account) under one header. It shows the verified user only: a staff
 * member who has not finished the second factor is not signed in yet. Pages still check access
 * themselves; this layout decides nothing.
 */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const user = await getVerifiedUser();
  return (
    <>
      <SiteHeader user={user ? { firstName: user.firstName, email: user.email, role: user.role } : null} />
      {children}
    </>
  );
}
