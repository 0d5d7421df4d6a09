import { continueOwnDraft, resumeFromLink, draftCaller, draftCookieHeaders } from "@/lib/applications";
import { handler } from "@/lib/http";
import { z, singleLine } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

const query = z.object({ token: singleLine().max(100).optional(), draft: singleLine().max(100).optional() });

/**
 * GET /application/resume?token=… (the e-mailed link, multi-use until the draft expires, so a mail
 * scanner opening it consumes nothing; each opening moves the draft to a new cookie secret) or ?draft=<id> (the portal's 'Continue application' on the
 * signed-in applicant's own draft): sets the draft cookie and opens the wizard at the saved step.
 */
export const GET = handler(
  { auth: false, query, limits: [{ name: "draft-resume", limit: 60, windowSeconds: 900 }] },
  async ({ request, user, ip, query }) => {
    let cookieToken: string | null = null;
    let ok = false;
    if (query.token) {
      cookieToken = await resumeFromLink(query.token, { user, ip });
      ok = cookieToken !== null;
    } else if (query.draft) {
      const own = await continueOwnDraft(draftCaller(request, user, ip), query.draft);
      cookieToken = own?.cookieToken ?? null;
      ok = own !== null;
    }
    const to = new URL(ok ? "/application" : "/application/resume/expired", request.url);
    return new Response(null, { status: 303, headers: { Location: to.pathname, ...draftCookieHeaders(cookieToken) } });
  },
);
