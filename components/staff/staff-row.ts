import type { ApplicationStatus } from "@/lib/applications/status";

/** The staff view of one application, as the queue lists it and the workspace's controls receive it. */
export interface StaffRow {
  id: string;
  applicationNumber: string;
  businessName: string;
  abn: string | null;
  loanAmount: number;
  loanTerm: number;
  industry: string | null;
  createdAt: string;
  status: string;
  canonicalStatus: ApplicationStatus;
  aiRiskScore: number | null;
  aiRiskCategory: string | null;
  aiRecommendation: string | null;
  aiRiskFactors: unknown;
  timeInBusiness: string;
  monthlyTurnover: number;
  loanPurpose: string;
  creditProfile: string;
  partnerName: string | null;
  version: number;
  /** The client accepted an offer (Approved and Funded need it, ADR 068). */
  hasAcceptedOffer?: boolean;
  // The work queue (issue 16 item 6).
  assigneeId: string | null;
  assigneeName: string | null;
  statusChangedAt: string;
  hoursInStatus: number;
  targetHours: number | null;
  overdue: boolean;
}
