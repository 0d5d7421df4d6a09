import { StaffAssessmentSection } from "@/components/assessment/staff-assessment";
import { NeedsObjectives } from "@/components/compliance/needs-objectives";
import { DocumentsList } from "@/components/documents/documents-list";
import { StaffChecklist } from "@/components/documents/checklist-staff";
import { MessageThread } from "@/components/messages/message-thread";
import { OffersSummary } from "@/components/offers/offers-summary";
import { FactList, PanelList, PanelSection } from "@/components/portal/panel-section";
import { NotificationBell } from "@/components/portal/notification-bell";
import { RecordTable } from "@/components/portal/record-table";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { FullApplicationView } from "@/components/staff/full-application-view";
import { InternalNotes } from "@/components/staff/internal-notes";
import { LoanOutcome } from "@/components/staff/loan-outcome";
import { SettlementPanel } from "@/components/staff/settlement-form";
import { SubmissionsBoard } from "@/components/staff/submissions-board";
import { TimeInStatus } from "@/components/staff/time-in-status";
import { WorkspaceControls } from "@/components/staff/workspace-controls";
import type { NextStep } from "@/lib/applications/next-step";
import type { ApplicationAuditRow, StaffWorkspaceApplication } from "@/lib/applications/staff-workspace";
import { formatHours } from "@/lib/applications/status-targets";
import { creditProfileLabel, industryLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import type { WorkspaceSection } from "@/lib/applications/workspace-links";
import { formatAbn } from "@/lib/abr/abn";
import type { StaffAssessment } from "@/lib/checks/assessment";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import type { DocumentRow } from "@/lib/documents/list-view";
import { formatAud, formatDateTime } from "@/lib/money/format";
import type { SettlementPanelView } from "@/lib/settlement/queries";
import type { SubmissionReadiness } from "@/lib/submissions/readiness";
import { sectionList } from "@/components/workspace/section-list";
import { NextStepBox, SectionMenu, WorkspaceHeader, WorkspacePanel } from "@/components/workspace/workspace-header";
import { AuditTrail } from "./audit-trail";
import { ReadinessList } from "./readiness-list";

/** The staff workspace's sections, in page order: each is an anchor (workspaceHref's sections). */
const SECTIONS = sectionList([
  "overview",
  "application",
  "documents",
  "offers",
  "messages",
  "notes",
  "assessment",
  "audit",
]);
const titleOf = (id: WorkspaceSection) => SECTIONS.find((s) => s.id === id)?.title ?? id;

function Section({ id, children }: { id: WorkspaceSection; children: React.ReactNode }) {
  return (
    <WorkspacePanel id={id} title={titleOf(id)} headingId={`${id}-title`}>
      {children}
    </WorkspacePanel>
  );
}

const OWNER_WORDS: Record<NextStep["owner"], string> = {
  staff: "Our team",
  client: "The client",
  partner: "The broker",
  lender: "The lender",
  guarantor: "The guarantor",
  nobody: "Nobody",
};

/**
 * The staff deal workspace (issue #36 item 1): the header (business, number, status, amount, assignee,
 * time in status against its target, the one next step), the sections' in-page navigation, then every
 * section the old side sheet had, placed rather than rewritten. A server component: the interactive
 * parts are the existing client components.
 */
export function StaffWorkspace({
  app,
  viewer,
  next,
  checklist,
  documents,
  readiness,
  audit,
  assessment,
  settlement = null,
}: {
  app: StaffWorkspaceApplication;
  viewer: { id: string; role: string };
  next: NextStep | null;
  checklist: ChecklistView | null;
  documents: DocumentRow[];
  readiness: SubmissionReadiness;
  audit: ApplicationAuditRow[];
  assessment: StaffAssessment | null;
  /** An approved file's settlement facts: the form is then rendered in the page (it posts without JavaScript). */
  settlement?: SettlementPanelView | null;
}) {
  const factors = Array.isArray(app.aiRiskFactors)
    ? (app.aiRiskFactors as { factor: string; points: number; detail: string }[])
    : [];
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <WorkspaceHeader
        back={{ href: "/staff", label: "Back to the queue" }}
        aside={<NotificationBell />}
        title={app.businessName}
        status={<StaffStatusBadge status={app.canonicalStatus} />}
        number={app.applicationNumber}
      >
        <FactList
          variant="summary"
          facts={[
            ["Amount", formatAud(app.loanAmount)],
            ["Assignee", app.assigneeName ?? "Unassigned"],
            ["Time in status", <TimeInStatus key="time" row={app} />],
            ["Target", app.targetHours != null ? formatHours(app.targetHours) : "None"],
          ]}
        />
        {next ? (
          <NextStepBox>
            <p className="text-sm">
              <span className="font-medium">Next step: </span>
              <a className="underline" href={`#${next.section}`}>
                {next.label}
              </a>
              <span className="text-muted-foreground"> · {OWNER_WORDS[next.owner]} owes it</span>
            </p>
          </NextStepBox>
        ) : null}
      </WorkspaceHeader>
      <SectionMenu label="Sections" sections={SECTIONS} />

      <Section id="overview">
        <div className="grid gap-4 lg:grid-cols-2">
          <PanelSection id="biz-heading" title="Business Information">
            <FactList
              facts={[
                ["Business Name", app.businessName],
                ["Client", app.clientName],
                ["Industry", industryLabel(app.industry)],
                ["Time in Business", timeInBusinessLabel(app.timeInBusiness)],
                ["Monthly Turnover", formatAud(app.monthlyTurnover)],
                ["ABN", app.abn ? formatAbn(app.abn) : "—"],
                ["Credit Profile", creditProfileLabel(app.creditProfile)],
              ]}
            />
          </PanelSection>
          <PanelSection id="loan-heading" title="Loan Details">
            <FactList
              facts={[
                ["Amount", formatAud(app.loanAmount)],
                ["Term", `${app.loanTerm} months`],
                ["Purpose", purposeLabel(app.loanPurpose)],
                ["Status", <StaffStatusBadge key="status" status={app.canonicalStatus} />],
                ["Referred by", app.partnerName ?? "Direct"],
              ]}
            />
          </PanelSection>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-4">
            <WorkspaceControls app={app} viewer={viewer} />
          </div>
          <PanelSection id="timeline-heading" title="Timeline" className="grid content-start gap-2">
            <PanelList
              ordered
              items={app.timeline}
              empty="No status changes yet."
              render={(t) => (
                <span className="text-sm">
                  <span className="text-muted-foreground">{formatDateTime(t.at)}</span> · {t.text}
                  {t.note ? <span className="block text-muted-foreground">{t.note}</span> : null}
                </span>
              )}
            />
          </PanelSection>
        </div>
      </Section>

      <Section id="application">
        <FullApplicationView applicationId={app.id} />
        <NeedsObjectives applicationId={app.id} />
      </Section>

      <Section id="documents">
        <PanelSection id="doc-list-heading" title="Uploaded documents" className="grid gap-2">
          <DocumentsList applicationId={app.id} rows={documents} viewer="staff" />
        </PanelSection>
        <PanelSection id="docs-heading" title="Document checklist" className="grid gap-2">
          <StaffChecklist checklist={checklist} />
        </PanelSection>
      </Section>

      <Section id="offers">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <PanelSection id="submissions-heading" title="Lender submissions" className="grid content-start gap-2">
            <SubmissionsBoard applicationId={app.id} />
          </PanelSection>
          <div className="lg:order-none">
            <ReadinessList readiness={readiness} />
          </div>
        </div>
        <div id="contract" className="grid scroll-mt-4 gap-4">
          <OffersSummary applicationId={app.id} headingId="offers-heading" staff />
        </div>
        {settlement ? (
          <div id="settle" className="scroll-mt-4">
            <PanelSection id="settle-heading" title="Record settlement" className="grid gap-2">
              <SettlementPanel
                app={{
                  id: app.id,
                  applicationNumber: app.applicationNumber,
                  businessName: app.businessName,
                  loanAmount: app.loanAmount,
                  version: app.version,
                  approved: true,
                }}
                view={settlement}
              />
            </PanelSection>
          </div>
        ) : null}
        {app.canonicalStatus === "settled" ? (
          <div id="loan" className="grid scroll-mt-4 gap-4">
            <LoanOutcome applicationId={app.id} />
          </div>
        ) : null}
      </Section>

      <Section id="messages">
        <MessageThread applicationId={app.id} viewerId={viewer.id} viewerRole={viewer.role} />
      </Section>

      <Section id="notes">
        <InternalNotes applicationId={app.id} />
      </Section>

      <Section id="assessment">
        {app.aiRiskScore != null ? (
          <PanelSection id="risk-heading" title="AI Risk Assessment" className="rounded-md border border-border p-3">
            <p className="text-sm">
              Score: <strong>{app.aiRiskScore}/100</strong> · {app.aiRiskCategory}
            </p>
            <p className="text-sm">{app.aiRecommendation}</p>
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
        ) : (
          <p className="text-sm text-muted-foreground">
            Not assessed by the AI yet: use AI Assess under Update Status.
          </p>
        )}
        {assessment ? <StaffAssessmentSection assessment={assessment} /> : null}
      </Section>

      <Section id="audit">
        <AuditTrail rows={audit} />
      </Section>
    </main>
  );
}
