import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { statusChangeSchema } from "@/lib/applications/status-change-schema";
import { changeStatus } from "@/lib/applications/transition";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Staff change an application's status: {status, notes} (staff or canonical values). */
export const PATCH = handler(
  { action: "update:application-status", params: z.object({ id: recordId() }), body: statusChangeSchema },
  ({ user, params, body, ip }) => changeStatus(user, params.id, body, ip),
);
