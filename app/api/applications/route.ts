import {
  draftCaller,
  discardSubmittedDraft,
  listClientApplications,
  listStaffQueue,
  SUBMISSION_LIMITS,
  submitApplication,
} from "@/lib/applications";
import { wizardSubmissionSchema, staffQueueQuerySchema } from "@/lib/applications/client";
import { scopeOf } from "@/lib/auth/client";
import { getSessionUser } from "@/lib/auth";
import { handler } from "@/lib/http";
import { listBrokerApplications } from "@/lib/partners";

export const dynamic = "force-dynamic";

/**
 * GET: the caller's view of applications — a client's own, a partner's referred, staff's queue
 * (newest first, 10 a page; the next page's cursor is in the X-Next-Cursor header).
 */
export const GET = handler({ action: "read:application", query: staffQueueQuerySchema }, async ({ user, query }) => {
  // The permission's scope picks the view: own (applicant), referred (partner) or any (the team).
  switch (scopeOf(user, "read:application")) {
    case "own":
      return listClientApplications(user);
    case "referred":
      return listBrokerApplications(user);
    default: {
      const page = await listStaffQueue(query, user);
      return Response.json(page.items, { headers: page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {} });
    }
  }
});

/**
 * POST: submit the application wizard (public: the wizard creates the applicant's account). The
 * browser's saved draft is deleted, so it is not offered again; when it began is kept on the
 * application (the measured time to complete, ADR 064).
 */
export const POST = handler(
  { auth: false, body: wizardSubmissionSchema, limits: SUBMISSION_LIMITS },
  async ({ request, body, ip }) => {
    const user = await getSessionUser();
    const result = await submitApplication({ submission: body, user, ip, request });
    await discardSubmittedDraft(draftCaller(request, user, ip), result.id);
    return Response.json(result, { status: 201 });
  },
);
