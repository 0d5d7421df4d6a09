"use client";
import { MessageThread } from "@/components/messages/message-thread";
import { NeedsObjectives } from "@/components/compliance/needs-objectives";
import { DetailsSheet } from "@/components/portal/details-sheet";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { OffersSummary } from "@/components/offers/offers-summary";
import { RecordTable } from "@/components/portal/record-table";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { StaffChecklist } from "@/components/documents/checklist-staff";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import { FullApplicationView } from "./full-application-view";
import { StatusUpdate } from "./status-update";
import { WorkPanel } from "./work-panel";
import { LoanOutcome } from "./loan-outcome";
import { SubmissionsBoard } from "./submissions-board";
import type { ApplicationStatus } from "@/lib/applications/status";
import { creditProfileLabel, industryLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import { formatAud } from "@/lib/money/format";
import { formatAbn } from "@/lib/abr/abn";

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

export function StaffPanel({
  app,
  viewer,
  checklist = null,
  assessment = null,
  onClose,
  onChanged,
}: {
  app: StaffRow | null;
  viewer: { id: string; role: string };
  /** The open application's document checklist, loaded by the page (?application=). */
  checklist?: ChecklistView | null;
  /** The open application's Assessment section (bank analysis, checks, serviceability), server-rendered. */
  assessment?: React.ReactNode;
  onClose: () => void;
  /** The application as the server saved it, before the refreshed page arrives. */
  onChanged?: (row: StaffRow) => void;
}) {
  const factors = Array.isArray(app?.aiRiskFactors)
    ? (app.aiRiskFactors as { factor: string; points: number; detail: string }[])
    : [];

  return (
    <DetailsSheet
      item={app}
      onClose={onClose}
      className="max-w-2xl"
      title={(a) => a.businessName}
      description={(a) => (
        <>
          {a.applicationNumber} · <StaffStatusBadge status={a.canonicalStatus} />
        </>
      )}
    >
      {(a) => (
        <>
          <PanelSection id="biz-heading" title="Business Information">
            <FactList
              facts={[
                ["Business Name", a.businessName],
                ["Industry", industryLabel(a.industry)],
                ["Time in Business", timeInBusinessLabel(a.timeInBusiness)],
                ["Monthly Turnover", formatAud(a.monthlyTurnover)],
                ["ABN", a.abn ? formatAbn(a.abn) : "—"],
                ["Credit Profile", creditProfileLabel(a.creditProfile)],
              ]}
            />
          </PanelSection>
          <PanelSection id="loan-heading" title="Loan Details">
            <FactList
              facts={[
                ["Amount", formatAud(a.loanAmount)],
                ["Term", `${a.loanTerm} months`],
                ["Purpose", purposeLabel(a.loanPurpose)],
                ["Status", <StaffStatusBadge key="status" status={a.canonicalStatus} />],
                ["Referred by", a.partnerName ?? "Direct"],
              ]}
            />
          </PanelSection>
          {a.aiRiskScore != null ? (
            <PanelSection id="risk-heading" title="AI Risk Assessment" className="rounded-md border border-border p-3">
              <p className="text-sm">
                Score: <strong>{a.aiRiskScore}/100</strong> · {a.aiRiskCategory}
              </p>
              <p className="text-sm">{a.aiRecommendation}</p>
              {factors.length ? (
                <RecordTable
                  className="mt-2"
                  caption="Risk factors"
                  rows={factors.map((f) => ({ ...f, id: f.factor }))}
                  columns={[
                    { key: "factor", header: "Factor", cell: (f) => f.factor },
                    { key: "detail", header: "Detail", cell: (f) => f.detail },
                    { key: "points", header: "Points", cell: (f) => f.points, className: "text-right" },
                  ]}
                />
              ) : null}
              <p className="mt-2 text-xs text-muted-foreground">The assessment advises; staff decide.</p>
            </PanelSection>
          ) : null}
          {assessment}
          <WorkPanel key={a.id} app={a} viewer={viewer} onChanged={onChanged} />
          <PanelSection id="status-heading" title="Update Status" className="grid gap-2">
            <StatusUpdate key={a.id} app={a} viewer={viewer} onChanged={onChanged} />
          </PanelSection>
          {a.canonicalStatus === "settled" ? <LoanOutcome key={`loan-${a.id}`} applicationId={a.id} /> : null}
          <PanelSection id="full-app-heading" title="Full Application" className="grid gap-2">
            <FullApplicationView key={a.id} applicationId={a.id} />
          </PanelSection>
          <NeedsObjectives key={`needs-${a.id}`} applicationId={a.id} />
          <PanelSection id="submissions-heading" title="Lender submissions" className="grid gap-2">
            <SubmissionsBoard applicationId={a.id} />
          </PanelSection>
          <OffersSummary key={`offers-${a.id}`} applicationId={a.id} headingId="offers-heading" staff />
          <PanelSection id="docs-heading" title="Document checklist" className="grid gap-2">
            <StaffChecklist checklist={checklist} />
          </PanelSection>
          <PanelSection id="thread-heading" title="Messages" className="grid gap-2">
            <MessageThread key={a.id} applicationId={a.id} viewerId={viewer.id} viewerRole={viewer.role} />
          </PanelSection>
        </>
      )}
    </DetailsSheet>
  );
}
