export {
  countOverdueComplaints,
  getComplaint,
  listComplaints,
  lodgeComplaint,
  markUnhappy,
  showAfcaReferral,
} from "@/lib/complaints";
export { melbourneDate as melbourneDateForTests } from "@/lib/complaints/business-days";
