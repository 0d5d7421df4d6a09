import type { StaffRow } from "@/components/staff/staff-row";
import type { SettlementPanelView } from "@/lib/settlement/queries";

/** A staff queue row for component tests: a submitted application, assigned, overdue; override what a test needs. */
export function staffRow(overrides: Partial<StaffRow> = {}): StaffRow {
  return {
    id: "app-1",
    applicationNumber: "BF-2026-000001",
    businessName: "Acme Pty Ltd",
    abn: null,
    loanAmount: 50_000,
    loanTerm: 24,
    industry: "construction",
    createdAt: "2026-01-01T00:00:00.000Z",
    status: "pending",
    canonicalStatus: "submitted",
    aiRiskScore: null,
    aiRiskCategory: null,
    aiRecommendation: null,
    aiRiskFactors: null,
    timeInBusiness: "2-5y",
    monthlyTurnover: 40_000,
    loanPurpose: "equipment",
    creditProfile: "good",
    partnerName: null,
    version: 3,
    assigneeId: "staff-1",
    assigneeName: "Emma Wilson",
    statusChangedAt: "2026-01-01T00:00:00.000Z",
    hoursInStatus: 30,
    targetHours: 24,
    overdue: true,
    ...overrides,
  };
}

/** What the settlement form loads for an approved file with an accepted offer (settlementView, staff). */
export const SETTLEMENT_WITH_OFFER: SettlementPanelView = {
  loan: null,
  acceptedOffer: {
    lenderName: "Harbour Capital",
    amount: 45_000,
    termMonths: 24,
    interestRateBps: 990,
    frequencyLabel: "Monthly",
  },
  lenders: [],
};
