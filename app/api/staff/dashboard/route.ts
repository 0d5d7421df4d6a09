import { staffDashboard } from "@/lib/applications/queries";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Staff dashboard counts: newApplications, inReview, approved, settled, totalVolume. */
export const GET = handler({ action: "read:staff-dashboard" }, () => staffDashboard());
