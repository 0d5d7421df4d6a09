import { auditLog } from "@/lib/admin";
import { auditQuerySchema } from "@/lib/admin/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Admin: the audit log, filterable by user, entity and date. */
export const GET = handler({ action: "read:audit", query: auditQuerySchema }, ({ query }) => auditLog(query));
