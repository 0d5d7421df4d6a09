import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { changeSubmission } from "@/lib/submissions";
import { submissionChangeSchema } from "@/lib/submissions/client";

export const dynamic = "force-dynamic";

/** Withdraw, answer a condition, turn it into a checklist request, or key in an e-mail lender's decision. */
export const PATCH = handler(
  { action: "submit:lender", params: z.object({ id: recordId() }), body: submissionChangeSchema },
  ({ user, params, body, ip }) => changeSubmission(user, params.id, body, ip),
);
