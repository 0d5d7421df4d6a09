import { notFound } from "next/navigation";
import { PartnerWorkspaceView } from "@/components/broker/workspace/partner-workspace";
import { partnerWorkspace } from "@/lib/partners";
import { portalPage } from "../../../portal-page";

export const metadata = { title: "Referral workspace", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The partner's deal workspace for one referral (issue #36 item 1). A partner opens only their own
 * referrals: anything else is not found, as an unknown id is.
 */
export default portalPage(
  {
    segment: "partner",
    action: "read:broker-dashboard",
    path: ({ id = "" }) => `/partner/applications/${id}`,
  },
  async (user, _query, { id = "" }) => {
    const ws = await partnerWorkspace(user, id);
    if (!ws) notFound();
    return <PartnerWorkspaceView ws={ws} />;
  },
);
