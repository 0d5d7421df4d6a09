import { z, recordId } from "@/lib/validation/client";
import { applicationDetail } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** One application's detail (timeline, quotes, document names) for whoever may read it. */
export const GET = handler({ action: "read:application", params: z.object({ id: recordId() }) }, ({ user, params }) =>
  applicationDetail(user, params.id),
);
