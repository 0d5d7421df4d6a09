/** The staff queue's filters, free of zod (the queue tab imports it; its schema is `queue-schema.ts`). */

/** The query parameters that narrow the queue (sorting and paging do not). */
const NARROWING = ["status", "risk", "partnerId", "assignee", "q", "from", "to", "minAmount", "maxAmount"] as const;

/** Whether the staff queue is filtered, so an empty page says 'No applications match these filters'. */
export function hasQueueFilters(filters: Record<string, string | undefined>): boolean {
  return NARROWING.some((k) => (filters[k] ?? "").trim() !== "");
}
