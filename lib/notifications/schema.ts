import { recordId, z } from "@/lib/validation/client";
import { NOTIFICATION_KINDS, type NotificationKind } from "./kinds";

const KIND_VALUES = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

/** PATCH /api/account/notifications: the e-mail switch, the kinds not to e-mail, and the daily digest (any of them). */
export const notificationPreferencesSchema = z
  .object({
    notifyByEmail: z.boolean().optional(),
    mutedEmailKinds: z.array(z.enum(KIND_VALUES)).max(KIND_VALUES.length).optional(),
    /** One e-mail a day with everything since the last (issue 36 item 4), instead of one per event. */
    dailyDigest: z.boolean().optional(),
  })
  .refine((v) => v.notifyByEmail !== undefined || v.mutedEmailKinds !== undefined || v.dailyDigest !== undefined, {
    message: "Nothing to change.",
  });
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

/** POST /api/notifications/read: these notifications, or every unread one. */
export const markReadSchema = z
  .object({
    ids: z.array(recordId()).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((v) => v.all || (v.ids?.length ?? 0) > 0, { message: "Say which notifications to mark as read." });
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** GET /api/notifications: the newest first, a page at a time. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
