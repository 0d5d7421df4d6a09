import { setNotificationPreferences } from "@/lib/notifications";
import { notificationPreferencesSchema } from "@/lib/notifications/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The signed-in user's notification e-mails: on or off, and the kinds not to e-mail. */
export const PATCH = handler({ action: "update:settings", body: notificationPreferencesSchema }, ({ user, body, ip }) =>
  setNotificationPreferences(user, body, ip),
);
