import { handler } from "@/lib/http/handler";
import { listNotifications } from "@/lib/notifications/inbox";
import { notificationListQuerySchema } from "@/lib/notifications/schema";

export const dynamic = "force-dynamic";

/** The signed-in user's notifications (and the team's shared inbox, for staff), newest first. */
export const GET = handler({ action: "read:notification", query: notificationListQuerySchema }, ({ user, query }) =>
  listNotifications(user, query.limit),
);
