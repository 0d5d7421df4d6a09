import { draftCaller, emailResumeLink } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** POST: 'E-mail me a link to continue' for this browser's draft (public; limited per caller and per recipient). */
export const POST = handler(
  { auth: false, limits: [{ name: "draft-link", limit: 10, windowSeconds: 3600 }] },
  async ({ request, user, ip }) => {
    return await emailResumeLink(draftCaller(request, user, ip));
  },
);
