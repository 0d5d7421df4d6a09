import { setStatusTargets } from "@/lib/applications";
import { statusTargetsSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Admin sets how long an application may sit in each status before it shows as overdue. */
export const PUT = handler({ action: "manage:status-target", body: statusTargetsSchema }, ({ user, body, ip }) =>
  setStatusTargets(user, body, ip),
);
