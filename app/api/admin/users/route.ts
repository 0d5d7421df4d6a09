import { z } from "@/lib/validation/zod";
import { listUsers } from "@/lib/admin";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Admin: search users. */
export const GET = handler({ action: "manage:user", query: z.object({ q: z.string().max(100).optional() }) }, ({ query }) => listUsers(query.q));
