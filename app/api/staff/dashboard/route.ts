import { staffDashboard } from "@/lib/applications";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Staff dashboard counts: newApplications, inReview, approved, settled, totalVolume. */
export const GET = handler({ action: "read:staff-dashboard" }, () => staffDashboard());
