/** The status-targets settings form's schema, shared by the form (loaded when it is sent) and the handler. */
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import { TARGETED_STATUSES } from "./status-targets";

const targetHours = z.coerce.number().int().min(1, "At least 1 hour").max(2160, "At most 90 days (2160 hours)");

/** PUT /api/staff/status-targets: one target per working status, in whole hours (1 hour to 90 days). */
export const statusTargetsSchema = z.object({
  targets: z
    .array(
      z.object({
        status: recordId().refine((s) => (TARGETED_STATUSES as readonly string[]).includes(s), "Unknown status."),
        targetHours,
      }),
    )
    .min(1)
    .max(TARGETED_STATUSES.length),
});
export type StatusTargetsInput = z.infer<typeof statusTargetsSchema>;

/**
 * The Settings tab's form (ADR 055): one field per working status, named by the status, as its inputs
 * post them; `targetsFromForm` turns it into the route's body.
 */
export const statusTargetsFormSchema = z.object(
  Object.fromEntries(TARGETED_STATUSES.map((status) => [status, targetHours])) as Record<
    (typeof TARGETED_STATUSES)[number],
    typeof targetHours
  >,
);

/** The form's fields as the route's body. */
export const targetsFromForm = (form: z.infer<typeof statusTargetsFormSchema>): StatusTargetsInput => ({
  targets: TARGETED_STATUSES.map((status) => ({ status, targetHours: form[status] })),
});
