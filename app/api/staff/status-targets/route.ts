import { setStatusTargets } from "@/lib/applications/status-target-store";
import { statusTargetsSchema } from "@/lib/applications/status-targets-schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Admin sets how long an application may sit in each status before it shows as overdue. */
export const PUT = handler({ action: "manage:status-target", body: statusTargetsSchema }, ({ user, body, ip }) =>
  setStatusTargets(user, body, ip),
);
