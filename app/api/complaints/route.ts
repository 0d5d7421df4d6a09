import { getVerifiedUser } from "@/lib/auth";
import { lodgeComplaint, listComplaints } from "@/lib/complaints";
import { PUBLIC_COMPLAINT_FORM } from "@/lib/complaints/forms";
import { portalComplaintSchema } from "@/lib/complaints/client";
import { handler, publicFormPost } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The complaints the caller may see: staff all of them, a client or partner their own. */
export const GET = handler({ action: "read:complaint" }, async ({ user }) => listComplaints(user));

const lodgeMine = handler(
  {
    action: "create:complaint",
    body: portalComplaintSchema,
    limits: [{ name: "complaint", limit: 5, windowSeconds: 600 }],
  },
  async ({ user, body, ip }) => {
    const row = await lodgeComplaint(user, body, ip);
    return Response.json(
      { id: row.id, reference: row.reference, acknowledgeBy: row.acknowledgeBy, respondBy: row.respondBy },
      { status: 201 },
    );
  },
);
const lodgePublic = publicFormPost(PUBLIC_COMPLAINT_FORM.options, async (body, ip) => {
  const row = await PUBLIC_COMPLAINT_FORM.fn(body, ip);
  return { reference: row.reference, acknowledgeBy: row.acknowledgeBy, respondBy: row.respondBy };
});

/** Lodge a complaint: signed in, as yourself (from your portal); signed out, with a name and e-mail (/contact). */
export async function POST(request: Request) {
  return (await getVerifiedUser()) ? lodgeMine(request) : lodgePublic(request);
}
