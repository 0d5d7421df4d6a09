import { listAssignees } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The active staff and admin users an application can be assigned to. */
export const GET = handler({ action: "assign:application" }, ({ user }) => listAssignees(user));
