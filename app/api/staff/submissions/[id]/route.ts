import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { changeSubmission } from "@/lib/submissions/staff";
import { submissionChangeSchema } from "@/lib/submissions/schema";

export const dynamic = "force-dynamic";

/** Withdraw, answer a condition, turn it into a checklist request, or key in an e-mail lender's decision. */
export const PATCH = handler(
  { action: "submit:lender", params: z.object({ id: recordId() }), body: submissionChangeSchema },
  ({ user, params, body, ip }) => changeSubmission(user, params.id, body, ip),
);
