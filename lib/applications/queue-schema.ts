import { z } from "@/lib/validation/zod";

/** Query string of the staff queue (GET /api/applications for staff, and the staff page). */
export const staffQueueQuerySchema = z.object({
  status: z.string().max(40).optional(),
  risk: z.enum(["low", "medium", "high", "unassessed"]).optional(),
  partnerId: z.string().max(40).optional(),
  q: z.string().max(100).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD").optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD").optional(),
  minAmount: z.coerce.number().int().min(0).optional(),
  maxAmount: z.coerce.number().int().min(0).optional(),
  sort: z.enum(["date", "amount", "risk"]).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
