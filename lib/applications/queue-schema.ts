import { calendarDate, DATE_RANGE_MESSAGE, dateRangeInOrder, singleLine, z } from "@/lib/validation/client";

/** Loan amounts are whole dollars in a 32-bit column; a filter beyond it could match nothing anyway. */
const amountFilter = z.coerce.number().int().min(0).max(2_000_000_000);

/** Query string of the staff queue (GET /api/applications for staff, and the staff page). */
export const staffQueueQuerySchema = z
  .object({
    status: singleLine().max(40).optional(),
    risk: z.enum(["low", "medium", "high", "unassessed"]).optional(),
    partnerId: singleLine().max(40).optional(),
    q: singleLine().max(100).optional(),
    /** The work queue: the viewer's own applications, or those nobody has. */
    assignee: z.enum(["me", "unassigned"]).optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    minAmount: amountFilter.optional(),
    maxAmount: amountFilter.optional(),
    sort: z.enum(["date", "amount", "risk"]).optional(),
    cursor: singleLine().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine(dateRangeInOrder, { message: DATE_RANGE_MESSAGE, path: ["to"] });
