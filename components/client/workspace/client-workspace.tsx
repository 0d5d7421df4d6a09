import Link from "next/link";
import { OwnerEvidence } from "@/components/assessment/owner-evidence";
import { NeedsObjectives } from "@/components/compliance/needs-objectives";
import { MessageThread } from "@/components/messages/message-thread";
import { FactList, PanelList, PanelSection } from "@/components/portal/panel-section";
import { RecordTable } from "@/components/portal/record-table";
import { LoanSection } from "./loan-section";
import { OffersSection } from "./offers-section";
import { Section, TITLES } from "./section";
import { ClientStatusBadge } from "@/components/portal/status-badge";
import { buttonVariants } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { ClientWorkspace } from "@/lib/applications/client-workspace";
import type { NextStepOwner } from "@/lib/applications/next-step-rules";
import { CLIENT_PROGRESS_TOTAL, canClientWithdraw, clientProgress } from "@/lib/applications/status";
import {
  documentTypeLabel,
  humanize,
  industryLabel,
  purposeLabel,
  timeInBusinessLabel,
} from "@/lib/applications/vocab";
import type { WorkspaceSection } from "@/lib/applications/workspace-links";
import { formatAud, formatDate } from "@/lib/money/format";
import { StatusGuide } from "../status-guide";
import { NextStepBox, SectionMenu, WorkspaceHeader } from "@/components/workspace/workspace-header";
import { WithdrawApplication, WorkspaceChecklist, WorkspaceContract, WorkspaceUpload } from "./workspace-parts";

/** Who the next step waits on, said to the owner. */
const WHOSE: Record<NextStepOwner, string | null> = {
  client: "This one is yours.",
  staff: "Our team is on it; nothing for you to do right now.",
  lender: "With the lenders; we will tell you as soon as they answer.",
  guarantor: "With your guarantors: each signs from the link we e-mailed them.",
  partner: "With your broker.",
  nobody: null,
};

/** The order of the sections: once settled, the loan comes first (issue #36 item 3). */
function sectionsFor(settled: boolean): WorkspaceSection[] {
  return settled
    ? ["loan", "overview", "contract", "documents", "application", "offers", "messages"]
    : ["overview", "application", "documents", "offers", "contract", "messages"];
}

/**
 * The client's deal workspace (issue #36 items 1 and 3): a server component. The header says what
 * the application is and its one next step (a link to the section where it is done); the sections
 * follow, each at its own anchor, so e-mails and notifications land on the right one.
 */
export function ClientWorkspaceView({
  ws,
  viewer,
  flash,
}: {
  ws: ClientWorkspace;
  viewer: { id: string; role: string };
  flash: { bank?: string; statement?: string };
}) {
  const { detail: d, next } = ws;
  const settled = d.status === "settled";
  const order = sectionsFor(settled);
  const body: Record<string, React.ReactNode> = {
    loan: ws.loan ? <LoanSection ws={ws} /> : null,
    overview: <OverviewSection ws={ws} />,
    application: <ApplicationSection ws={ws} />,
    documents: <DocumentsSection ws={ws} flash={flash} />,
    offers: <OffersSection ws={ws} />,
    contract: <ContractSection ws={ws} />,
    messages: (
      <Section id="messages">
        <MessageThread applicationId={d.id} viewerId={viewer.id} viewerRole={viewer.role} />
      </Section>
    ),
  };
  const shown = order.filter((s) => body[s]);
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <WorkspaceHeader
        back={{ href: "/client", label: "Back to your applications" }}
        title={d.businessName}
        status={<ClientStatusBadge status={d.status} />}
        numberLabel="Application"
        number={d.applicationNumber}
        summary={`${formatAud(d.loanAmount)} over ${d.termMonths} months`}
      >
        <NextStepBox data-testid="next-step">
          <p className="text-sm font-medium text-muted-foreground">Next step</p>
          <p>
            <a
              href={`#${next.section}`}
              className={buttonVariants({ variant: next.owner === "client" ? "default" : "outline" })}
            >
              {next.label}
            </a>
          </p>
          {WHOSE[next.owner] ? <p className="text-sm text-muted-foreground">{WHOSE[next.owner]}</p> : null}
        </NextStepBox>
      </WorkspaceHeader>
      <SectionMenu label="Sections of this application" sections={shown.map((s) => ({ id: s, title: TITLES[s] }))} />
      {shown.map((s) => (
        <div key={s}>{body[s]}</div>
      ))}
    </main>
  );
}

function OverviewSection({ ws }: { ws: ClientWorkspace }) {
  const d = ws.detail;
  const steps = clientProgress(d.status);
  return (
    <Section id="overview">
      <FactList
        variant="summary"
        facts={[
          ["Business Name", d.businessName],
          ["Industry", industryLabel(d.industry)],
          ["Purpose", purposeLabel(d.purpose)],
          ["Loan Amount", formatAud(d.loanAmount)],
          ["Monthly Turnover", formatAud(d.monthlyTurnover)],
          ["Time in Business", timeInBusinessLabel(d.timeInBusiness)],
        ]}
      />
      <div className="grid gap-1">
        <p className="text-sm font-medium" id="progress-label">
          Progress: {steps}/{CLIENT_PROGRESS_TOTAL} steps
        </p>
        <Progress value={(steps / CLIENT_PROGRESS_TOTAL) * 100} aria-labelledby="progress-label" />
      </div>
      <StatusGuide status={d.status} />
      <PanelSection id="timeline-heading" title="Timeline">
        <PanelList
          ordered
          items={d.timeline}
          empty="No changes yet."
          render={(t) => (
            <>
              <span className="font-medium">{t.text}</span>{" "}
              <span className="text-muted-foreground">· {formatDate(t.at)}</span>
            </>
          )}
        />
      </PanelSection>
      {canClientWithdraw(d.status) ? <WithdrawApplication applicationId={d.id} number={d.applicationNumber} /> : null}
    </Section>
  );
}

function ApplicationSection({ ws }: { ws: ClientWorkspace }) {
  const d = ws.detail;
  const { percent, missing } = ws.full;
  return (
    <Section id="application">
      <div className="grid gap-1">
        <p className="text-sm font-medium" id="full-application-label">
          {percent}% complete
        </p>
        <Progress value={percent} aria-labelledby="full-application-label" />
      </div>
      {missing.length ? (
        <div className="text-sm">
          <p>Still to give us:</p>
          <ul className="list-disc pl-5">
            {missing.slice(0, 6).map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {missing.length > 6 ? <p className="text-muted-foreground">and {missing.length - 6} more.</p> : null}
        </div>
      ) : (
        <p className="text-sm">Your full application is complete.</p>
      )}
      <p>
        <Link
          href={`/client/applications/${encodeURIComponent(d.id)}/complete`}
          className={buttonVariants({ variant: missing.length ? "default" : "outline" })}
        >
          {missing.length ? "Complete your application" : "See your full application"}
        </Link>
      </p>
      {d.status !== "draft" ? <NeedsObjectives applicationId={d.id} /> : null}
    </Section>
  );
}

function DocumentsSection({ ws, flash }: { ws: ClientWorkspace; flash: { bank?: string; statement?: string } }) {
  const d = ws.detail;
  return (
    <Section id="documents">
      {ws.checklist ? <WorkspaceChecklist checklist={ws.checklist} /> : null}
      <PanelSection id="upload-heading" title="Upload documents" className="grid gap-2">
        <WorkspaceUpload applicationId={d.id} />
      </PanelSection>
      <PanelSection id="application-documents-heading" title="Documents for this application" className="grid gap-2">
        <RecordTable
          caption="Documents for this application"
          rows={ws.documents}
          empty="No documents uploaded yet."
          columns={[
            {
              key: "name",
              header: "Document",
              cell: (doc) => (
                <a className="underline" href={`/api/documents/${doc.id}`}>
                  {doc.fileName}
                </a>
              ),
            },
            { key: "type", header: "Type", cell: (doc) => documentTypeLabel(doc.documentType) },
            { key: "status", header: "Status", cell: (doc) => humanize(doc.status) },
            { key: "uploaded", header: "Uploaded", cell: (doc) => formatDate(doc.createdAt) },
          ]}
        />
      </PanelSection>
      {ws.evidence ? <OwnerEvidence applicationId={d.id} {...ws.evidence} flash={flash} /> : null}
    </Section>
  );
}

function ContractSection({ ws }: { ws: ClientWorkspace }) {
  const { contract, offers } = ws.offers;
  const offer = contract && offers.find((o) => o.id === contract.offerId);
  return (
    <Section id="contract">
      {contract && offer ? (
        <WorkspaceContract contract={contract} lenderName={offer.disclosure.lenderName} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Once you accept an offer, your contract and any guarantees to sign appear here.
        </p>
      )}
    </Section>
  );
}
