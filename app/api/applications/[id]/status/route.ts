import { z, recordId } from "@/lib/validation/client";
import { statusChangeSchema } from "@/lib/applications/client";
import { changeStatus } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Staff change an application's status: {status, notes} (staff or canonical values). */
export const PATCH = handler(
  { action: "update:application-status", params: z.object({ id: recordId() }), body: statusChangeSchema },
  ({ user, params, body, ip }) => changeStatus(user, params.id, body, ip),
);
