import { handler } from "@/lib/http";
import { listNotifications } from "@/lib/notifications";
import { notificationListQuerySchema } from "@/lib/notifications/client";

export const dynamic = "force-dynamic";

/** The signed-in user's notifications (and the team's shared inbox, for staff), newest first. */
export const GET = handler({ action: "read:notification", query: notificationListQuerySchema }, ({ user, query }) =>
  listNotifications(user, query.limit),
);
