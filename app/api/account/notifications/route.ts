import { z } from "@/lib/validation/zod";
import { setEmailNotifications } from "@/lib/notifications";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Turn notification e-mails on or off for the signed-in user. */
export const PATCH = handler(
  { action: "update:settings", body: z.object({ notifyByEmail: z.boolean() }) },
  ({ user, body, ip }) => setEmailNotifications(user, body.notifyByEmail, ip),
);
