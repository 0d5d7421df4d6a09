import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { createSubmissions, submissionsBoard } from "@/lib/submissions";
import { createSubmissionsSchema } from "@/lib/submissions/client";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The submissions board: the match list with reasons, and each lender's submission and offers. */
export const GET = handler({ action: "read:submission", params }, ({ user, params }) =>
  submissionsBoard(user, params.id),
);

/** Submit a ready application to one or several eligible lenders {lenderIds}. */
export const POST = handler(
  { action: "submit:lender", params, body: createSubmissionsSchema },
  async ({ user, params, body, ip }) =>
    Response.json(await createSubmissions(user, params.id, body, ip), { status: 201 }),
);
