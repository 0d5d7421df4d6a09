import { handler } from "@/lib/http/handler";
import { listBrokerApplications } from "@/lib/partners/broker";

export const dynamic = "force-dynamic";

/** The partner's referred applications, in the broker vocabulary. */
export const GET = handler({ action: "read:broker-dashboard" }, ({ user }) => listBrokerApplications(user));
