import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { createSubmissions } from "@/lib/submissions/create";
import { submissionsBoard } from "@/lib/submissions/queries";
import { createSubmissionsSchema } from "@/lib/submissions/schema";

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
