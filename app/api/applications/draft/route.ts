import { draftCaller, draftCookieHeaders, loadDraft, saveDraft } from "@/lib/applications";
import { DRAFT_MAX_BYTES, draftSaveSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** GET: the draft this browser's cookie (or the signed-in applicant) may continue, or null. */
export const GET = handler({ auth: false }, async ({ request, user, ip }) => ({
  draft: await loadDraft(draftCaller(request, user, ip)),
}));

/**
 * PUT: the wizard's debounced save (public: the first save creates the draft and its HttpOnly
 * cookie). The partial wizard schema checks every answer present; the body is size-limited.
 */
export const PUT = handler(
  {
    auth: false,
    body: draftSaveSchema,
    maxBodyBytes: DRAFT_MAX_BYTES,
    limits: [{ name: "draft-save", limit: 300, windowSeconds: 600 }],
  },
  async ({ request, user, ip, body }) => {
    const { draft, cookieToken } = await saveDraft(draftCaller(request, user, ip), body);
    return Response.json({ draft }, { headers: draftCookieHeaders(cookieToken) });
  },
);
