import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { FactList, PanelList } from "@/components/portal/panel-section";
import { BrokerStatusBadge } from "@/components/portal/status-badge";
import { OffersSummary } from "@/components/offers/offers-summary";
import { LenderOffersSection } from "@/components/offers/lender-offers-section";
import {
  creditProfileLabel,
  documentTypeLabel,
  humanize,
  industryLabel,
  purposeLabel,
  timeInBusinessLabel,
} from "@/lib/applications/vocab";
import { workspaceHref, type WorkspaceSection } from "@/lib/applications/workspace-links";
import { formatAud, formatAudCents, formatDate, formatDateTime, formatPercent } from "@/lib/money/format";
import { OWNER_LABELS } from "@/lib/partners/pipeline-options";
import type { PartnerWorkspace as Workspace } from "@/lib/partners/workspace";
import { sectionList } from "@/components/workspace/section-list";
import { NextStepBox, SectionMenu, WorkspaceHeader, WorkspacePanel } from "@/components/workspace/workspace-header";
import { WorkspaceChecklist } from "./workspace-checklist";

/** The workspace's sections, in page order: the in-page navigation and each section's anchor. */
const SECTIONS = sectionList(["overview", "application", "documents", "offers", "messages", "commission"]);
/** A section's title; the contract (and a settled loan) live inside another section of the partner's workspace. */
const INSIDE: Partial<Record<WorkspaceSection, WorkspaceSection>> = { contract: "offers", loan: "overview" };
const title = (id: WorkspaceSection) =>
  SECTIONS.find((s) => s.id === (INSIDE[id] ?? id))?.title ?? "Overview and timeline";

const SENDER: Record<string, string> = { client: "Client", staff: "BizFund", admin: "BizFund", partner: "You" };

function Section({ id, children }: { id: WorkspaceSection; children: React.ReactNode }) {
  return (
    <WorkspacePanel id={id} title={title(id)}>
      {children}
    </WorkspacePanel>
  );
}

/**
 * The partner's deal workspace (issue #36 item 1): a server-rendered page; the checklist upload and
 * the offers list are the only client components. Sections are anchors (lib/applications/workspace-links).
 */
export function PartnerWorkspaceView({ ws, now = new Date() }: { ws: Workspace; now?: Date }) {
  const d = ws.detail;
  const days = Math.max(0, Math.floor((now.getTime() - ws.statusChangedAt.getTime()) / 86_400_000));
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <WorkspaceHeader
        back={{ href: "/partner", label: "Back to your referrals" }}
        title={d.businessName}
        status={<BrokerStatusBadge status={d.brokerStatus} />}
        number={d.applicationNumber}
        summary={`${d.clientName || "Client"} · ${formatAud(d.loanAmount)}`}
      >
        <NextStepBox aria-labelledby="next-step-heading" role="region">
          <h2 id="next-step-heading" className="text-sm font-medium text-muted-foreground">
            Next step
          </h2>
          <p className="text-lg font-semibold" data-testid="next-step">
            {ws.next.label}
          </p>
          <p className="text-sm" data-testid="next-step-owner">
            Waiting on: <strong>{OWNER_LABELS[ws.next.owner]}</strong>
          </p>
          {ws.next.owner !== "nobody" ? (
            <p className="text-sm">
              <a className="underline" href={workspaceHref("partner", d.id, ws.next.section)}>
                Go to {title(ws.next.section).toLowerCase()}
              </a>
            </p>
          ) : null}
        </NextStepBox>
      </WorkspaceHeader>
      <SectionMenu label="Workspace sections" sections={SECTIONS} />

      <Section id="overview">
        <FactList
          facts={[
            ["Status", <BrokerStatusBadge key="s" status={d.brokerStatus} />],
            ["Loan amount", formatAud(d.loanAmount)],
            ["Submitted", formatDate(d.createdAt)],
            ["In this status", `${days} day${days === 1 ? "" : "s"}`],
            ["Last activity", formatDate(ws.lastActivityAt)],
          ]}
        />
        <h3 className="font-semibold">Timeline</h3>
        <PanelList
          ordered
          items={d.timeline}
          empty="No status changes yet."
          render={(t) => `${t.text} · ${formatDate(t.at)}`}
        />
      </Section>

      <Section id="application">
        <FactList
          facts={[
            ["Business", d.businessName],
            ["ABN", d.abn ?? "—"],
            ["Industry", d.industry ? industryLabel(d.industry) : "—"],
            ["Purpose", d.purpose ? purposeLabel(d.purpose) : "—"],
            ["Loan amount", formatAud(d.loanAmount)],
            ["Term", d.termMonths ? `${d.termMonths} months` : "—"],
            ["Monthly turnover", d.monthlyTurnover != null ? formatAud(d.monthlyTurnover) : "—"],
            ["Time in business", d.timeInBusiness ? timeInBusinessLabel(d.timeInBusiness) : "—"],
            ["Credit profile", d.creditProfile ? creditProfileLabel(d.creditProfile) : "—"],
          ]}
        />
        <div>
          <Button asChild>
            <Link href={`/partner/applications/${d.id}/complete`}>Complete the application</Link>
          </Button>
        </div>
      </Section>

      <Section id="documents">
        <PanelList
          items={d.documents}
          empty="No documents uploaded yet."
          render={(doc) => `${documentTypeLabel(doc.documentType)}: ${doc.fileName} · ${humanize(doc.status)}`}
        />
        <p className="text-xs text-muted-foreground">Names and statuses only: client documents stay private.</p>
        {ws.checklist ? <WorkspaceChecklist checklist={ws.checklist} /> : null}
      </Section>

      <Section id="offers">
        {/* Quotes while no lender has offered, then the lenders still deciding (ADR 079). */}
        <LenderOffersSection applicationId={d.id} quotes={d.quotes} audience="partner" />
        {/* The contract and its guarantees are part of the offers summary: a contract link lands here. */}
        <div id="contract" className="scroll-mt-24">
          <OffersSummary applicationId={d.id} headingId="offers-list-heading" />
        </div>
        <p className="text-sm">
          <Link className="underline" href={`/partner/applications/${d.id}/lenders`}>
            Your client&apos;s lenders and their consent
          </Link>
        </p>
      </Section>

      <Section id="messages">
        {ws.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet.</p>
        ) : (
          <ol className="grid gap-2 text-sm" aria-label="Messages with the client">
            {ws.messages.map((m) => (
              <li key={m.id} className="rounded-md border p-3">
                <p className="text-xs text-muted-foreground">
                  {m.senderName ?? SENDER[m.senderRole] ?? humanize(m.senderRole)} (
                  {SENDER[m.senderRole] ?? humanize(m.senderRole)}){" · "}
                  {formatDateTime(m.createdAt)}
                </p>
                <p className="whitespace-pre-wrap">{m.content}</p>
              </li>
            ))}
          </ol>
        )}
        <p className="text-xs text-muted-foreground">
          You can read your client&apos;s messages; only the client and BizFund write here.
        </p>
      </Section>

      <Section id="commission">
        <p className="text-sm text-muted-foreground">
          Your split: {formatPercent(ws.commission.splitBps)} of the lender&apos;s commission.
        </p>
        {ws.commission.ledger.length ? (
          <ul className="grid gap-1 text-sm" aria-label="Commission on this deal">
            {ws.commission.ledger.map((c) => (
              <li key={c.id}>
                {c.label}: {formatAudCents(c.amountCents)} · earned {formatDate(c.earnedAt)} · {c.payment}{" "}
                {c.paid ? <Badge variant="success-strong">PAID</Badge> : null}
              </li>
            ))}
          </ul>
        ) : ws.commission.expected ? (
          <p className="text-sm" data-testid="expected-commission">
            Expected at settlement: {formatAudCents(ws.commission.expected.cents)} upfront, on{" "}
            {ws.commission.expected.lenderName}&apos;s accepted offer of {formatAud(ws.commission.expected.amount)}{" "}
            (worked out again on the amount funded).
          </p>
        ) : (
          <p className="text-sm">No commission yet: the upfront commission is earned when the loan settles.</p>
        )}
        <p className="text-sm">
          <a className="underline" href="/partner#commissions">
            All your commissions
          </a>
        </p>
      </Section>
    </main>
  );
}
