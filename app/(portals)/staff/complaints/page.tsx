import { StaffRegister } from "@/components/complaints/staff-register";
import { complaintAdmins, listComplaints } from "@/lib/complaints";
import { portalPage } from "../../portal-page";

export const metadata = { title: "Complaints register", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The staff complaints register (ADR 061): deadlines, overdue first, and the actions on each. */
export default portalPage({ segment: "staff", path: "/staff/complaints", action: "manage:complaint" }, async (user) => {
  const now = new Date();
  const [complaints, admins] = await Promise.all([listComplaints(user, { now }), complaintAdmins()]);
  return <StaffRegister complaints={complaints} admins={admins} now={now} />;
});
