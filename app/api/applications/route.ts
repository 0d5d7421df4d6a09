import { listClientApplications } from "@/lib/applications/client-queries";
import { listStaffQueue } from "@/lib/applications/staff-queue";
import { submitApplication } from "@/lib/applications/submit";
import { getSessionUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/handler";
import { listBrokerApplications } from "@/lib/partners/broker-applications";

export const dynamic = "force-dynamic";

/** GET: the caller's view of applications — a client's own, a partner's referred, staff's queue. */
export const GET = handler({ action: "read:application" }, async ({ user, request }) => {
  switch (user.role) {
    case "client":
      return listClientApplications(user);
    case "partner":
      return listBrokerApplications(user);
    default:
      return listStaffQueue(Object.fromEntries(new URL(request.url).searchParams));
  }
});

/** POST: submit the application wizard (public: the wizard creates the applicant's account). */
export const POST = handler({ auth: false }, async ({ request, ip }) => {
  const body = await request.json().catch(() => null);
  return submitApplication({ body, user: await getSessionUser(), ip, request });
});
