import { handler } from "@/lib/http";
import { brokerDashboard } from "@/lib/partners";

export const dynamic = "force-dynamic";

/** The broker dashboard totals (spec §3). */
export const GET = handler({ action: "read:broker-dashboard" }, ({ user }) => brokerDashboard(user));
