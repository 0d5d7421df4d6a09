import { redirect } from "next/navigation";
import { CreditGuideAck } from "@/components/compliance/credit-guide-ack";
import { needsCreditGuideAck } from "@/lib/auth";
import { CREDIT_GUIDE_PATH, portalPage } from "../../portal-page";

export const metadata = { title: "Our credit guide", robots: { index: false } };
export const dynamic = "force-dynamic";

/** A portal address to return to (a path of ours, never another site). */
const ownPath = (value: unknown) =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/client";

/** The credit guide acknowledged before anything else in the client portal (ADR 067). */
export default portalPage(
  { segment: "client", path: CREDIT_GUIDE_PATH, action: "read:client-dashboard" },
  async (user, params) => {
    const next = ownPath(params.next);
    if (!(await needsCreditGuideAck(user))) redirect(next);
    return <CreditGuideAck next={next} />;
  },
);
