import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { withdrawApplication } from "@/lib/applications/transition";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** A client withdraws their own application before settlement. */
export const POST = handler(
  { action: "withdraw:application", params: z.object({ id: recordId() }) },
  ({ user, params, ip }) => withdrawApplication(user, params.id, ip),
);
