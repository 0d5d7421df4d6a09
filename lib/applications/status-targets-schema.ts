/** The status-targets settings form's schema, shared by the form (loaded when it is sent) and the handler. */
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import { TARGETED_STATUSES } from "./status-targets";

/** PUT /api/staff/status-targets: one target per working status, in whole hours (1 hour to 90 days). */
export const statusTargetsSchema = z.object({
  targets: z
    .array(
      z.object({
        status: recordId().refine((s) => (TARGETED_STATUSES as readonly string[]).includes(s), "Unknown status."),
        targetHours: z.coerce.number().int().min(1, "At least 1 hour").max(2160, "At most 90 days (2160 hours)"),
      }),
    )
    .min(1)
    .max(TARGETED_STATUSES.length),
});
export type StatusTargetsInput = z.infer<typeof statusTargetsSchema>;
