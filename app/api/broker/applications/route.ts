import { handler } from "@/lib/http";
import { listBrokerApplications } from "@/lib/partners";

export const dynamic = "force-dynamic";

/** The partner's referred applications, in the broker vocabulary. */
export const GET = handler({ action: "read:broker-dashboard" }, ({ user }) => listBrokerApplications(user));
