import { z, recordId } from "@/lib/validation/client";
import { handler } from "@/lib/http";
import { closeLoan } from "@/lib/settlement";
import { loanClosureSchema } from "@/lib/settlement/client";

export const dynamic = "force-dynamic";

/** Staff record that a settled loan was repaid or defaulted: trail stops; inside the window, a clawback. */
export const POST = handler(
  { action: "record:settlement", params: z.object({ id: recordId() }), body: loanClosureSchema },
  async ({ user, params, body, ip }) => closeLoan(user, params.id, body, ip),
);
