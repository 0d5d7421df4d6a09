import { MyComplaints } from "@/components/complaints/my-complaints";
import { listClientApplications } from "@/lib/applications";
import { listComplaints } from "@/lib/complaints";
import { portalPage } from "../../portal-page";

export const metadata = { title: "Complaints", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The partner's complaints: the form, and each complaint's status and deadlines (ADR 061). */
export default portalPage(
  { segment: "partner", path: "/partner/complaints", action: "create:complaint" },
  async (user) => {
    const [complaints, applications] = await Promise.all([listComplaints(user), listClientApplications(user)]);
    return (
      <MyComplaints
        complaints={complaints}
        applications={applications.map((a) => ({
          id: a.id,
          label: `${a.applicationNumber} · ${a.businessName ?? ""}`,
        }))}
        now={new Date()}
      />
    );
  },
);
