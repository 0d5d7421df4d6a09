import { listUsers } from "@/lib/admin";
import { userSearchQuerySchema } from "@/lib/admin/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Admin: search users. */
export const GET = handler({ action: "manage:user", query: userSearchQuerySchema }, ({ query }) => listUsers(query.q));
