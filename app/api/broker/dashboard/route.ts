import { handler } from "@/lib/http/handler";
import { brokerDashboard } from "@/lib/partners/broker";

export const dynamic = "force-dynamic";

/** The broker dashboard totals (spec §3). */
export const GET = handler({ action: "read:broker-dashboard" }, ({ user }) => brokerDashboard(user));
