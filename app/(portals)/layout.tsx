import { headers } from "next/headers";
import { DirectUploadMode } from "@/components/documents/direct-upload";
import { RequestIdProvider } from "@/components/errors/request-id";
import { NotificationCountProvider } from "@/components/portal/notification-count";
import { SiteHeader } from "@/components/site/site-header";
import { getVerifiedUser } from "@/lib/auth";
import { unreadNotificationCount } from "@/lib/notifications";
import { directUploadsEnabled } from "@/lib/documents";
import { REQUEST_ID_HEADER } from "@/lib/observability/client";

/**
 * Every portal page (and /account) under one header. It shows the verified user only: a staff
 * member who has not finished the second factor is not signed in yet. Pages still check access
 * themselves; this layout decides nothing. The request id goes to the portal's error boundary, the
 * unread notification count to the portal shell's bell (null for nobody: no bell).
 */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const [user, requestHeaders] = await Promise.all([getVerifiedUser(), headers()]);
  const unread = user ? await unreadNotificationCount(user) : null;
  return (
    <>
      <SiteHeader user={user ? { firstName: user.firstName, email: user.email, role: user.role } : null} />
      <DirectUploadMode enabled={directUploadsEnabled()} />
      <RequestIdProvider value={requestHeaders.get(REQUEST_ID_HEADER)}>
        <NotificationCountProvider value={unread}>{children}</NotificationCountProvider>
      </RequestIdProvider>
    </>
  );
}
