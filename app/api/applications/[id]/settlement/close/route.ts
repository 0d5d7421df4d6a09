import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { handler } from "@/lib/http/handler";
import { closeLoan } from "@/lib/settlement/close";
import { loanClosureSchema } from "@/lib/settlement/schema";

export const dynamic = "force-dynamic";

/** Staff record that a settled loan was repaid or defaulted: trail stops; inside the window, a clawback. */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }), body: loanClosureSchema },
  async ({ user, params, body, ip }) => closeLoan(user, params.id, body, ip),
);
