import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { applicationDetail } from "@/lib/applications/queries";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** One application's detail (timeline, quotes, document names) for whoever may read it. */
export const GET = handler({ action: "read:application", params: z.object({ id: recordId() }) }, ({ user, params }) =>
  applicationDetail(user, params.id),
);
