/** Payout runs' request schemas (issue 35 item 2), shared by the staff forms and the route handlers. Pure. */
import { calendarDate, dateRangeInOrder, DATE_RANGE_MESSAGE, z } from "@/lib/validation/client";

/** Staff pick the period: every payable, unpaid line up to `to` is in the run (earlier ones carried forward too). */
export const payoutRunSchema = z
  .object({ from: calendarDate(), to: calendarDate() })
  .refine(dateRangeInOrder, { message: DATE_RANGE_MESSAGE, path: ["to"] });
export type PayoutRunInput = z.infer<typeof payoutRunSchema>;

/** The day the bank paid the run. */
export const payoutPaidSchema = z.object({ paidOn: calendarDate() });
export type PayoutPaidInput = z.infer<typeof payoutPaidSchema>;
