import { handler } from "@/lib/http";
import { markNotificationsRead } from "@/lib/notifications";
import { markReadSchema } from "@/lib/notifications/client";

export const dynamic = "force-dynamic";

/** Mark notifications read: { ids } or { all: true }. Answers how many were marked and the unread count. */
export const POST = handler({ action: "read:notification", body: markReadSchema }, ({ user, body, ip }) =>
  markNotificationsRead(user, body, ip),
);
