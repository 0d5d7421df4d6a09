"use client";
import Link from "next/link";
import { NeedsObjectives } from "@/components/compliance/needs-objectives";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import {
  CLIENT_PROGRESS_TOTAL,
  canClientWithdraw,
  clientProgress,
  isApplicationStatus,
} from "@/lib/applications/status";
import { industryLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import { formatAud, formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import { DetailsSheet } from "@/components/portal/details-sheet";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { ClientStatusBadge } from "@/components/portal/status-badge";
import { StatusGuide } from "./status-guide";
import type { ApplicationDetailView } from "@/lib/applications/detail-view";
import { LoanSchedule } from "./loan-schedule";
import { ClientOffers } from "./offers-comparison";

export interface ClientApplication {
  id: string;
  applicationNumber: string;
  businessName: string;
  industry: string | null;
  purpose: string;
  loanAmount: number;
  monthlyTurnover: number;
  timeInBusiness: string;
  status: string;
  createdAt: string;
}

export function ApplicationDetails({
  app,
  detail,
  onClose,
  onWithdrawn,
  children,
}: {
  app: ClientApplication | null;
  /** Loaded by the page on the server for the open application; null while it is on its way. */
  detail: ApplicationDetailView | null;
  onClose: () => void;
  onWithdrawn: (id: string) => void;
  /** Mounted below the details (the document checklist). */
  children?: React.ReactNode;
}) {
  async function withdraw() {
    if (!app) return;
    const res = await fetch(`/api/applications/${app.id}/withdraw`, { method: "POST", credentials: "include" });
    if (res.ok) {
      toast.success("Application withdrawn", { description: `${app.applicationNumber} has been withdrawn.` });
      onWithdrawn(app.id);
    } else {
      toast.error("Error", { description: "Failed to withdraw the application." });
    }
  }

  const steps = app ? clientProgress(app.status) : 0;
  return (
    <DetailsSheet
      item={app}
      onClose={onClose}
      title={() => "Application Details"}
      description={(a) => (
        <>
          {a.applicationNumber} · <ClientStatusBadge status={a.status} />
        </>
      )}
      footer={(a) => (
        <>
          <Button asChild>
            <Link href={`/client/applications/${a.id}/complete`}>Complete your application</Link>
          </Button>
          {a.status !== "draft" ? (
            <Button asChild variant="outline">
              <Link href={`/client/applications/${a.id}/lenders`}>Your lenders</Link>
            </Button>
          ) : null}
          {isApplicationStatus(a.status) && canClientWithdraw(a.status) ? (
            <WithdrawButton app={a} onWithdraw={() => void withdraw()} />
          ) : null}
        </>
      )}
    >
      {(a) => (
        <>
          <FactList
            variant="summary"
            facts={[
              ["Business Name", a.businessName],
              ["Industry", industryLabel(a.industry)],
              ["Purpose", purposeLabel(a.purpose)],
              ["Loan Amount", formatAud(a.loanAmount)],
              ["Monthly Turnover", formatAud(a.monthlyTurnover)],
              ["Time in Business", timeInBusinessLabel(a.timeInBusiness)],
            ]}
          />
          <div className="grid gap-1">
            <p className="text-sm font-medium" id="progress-label">
              Progress: {steps}/{CLIENT_PROGRESS_TOTAL} steps
            </p>
            <Progress value={(steps / CLIENT_PROGRESS_TOTAL) * 100} aria-labelledby="progress-label" />
          </div>
          <StatusGuide status={a.status} />
          <PanelSection id="timeline-heading" title="Timeline">
            {detail ? (
              <ol className="mt-2 grid gap-2 border-l-2 border-border pl-4 text-sm">
                {detail.timeline.map((t, i) => (
                  <li key={i}>
                    <span className="font-medium">{t.text}</span>{" "}
                    <span className="text-muted-foreground">· {formatDate(t.at)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">Loading...</p>
            )}
          </PanelSection>
          {detail && detail.quotes.length > 0 ? (
            <PanelSection id="quotes-heading" title="Your lender offers">
              <ul className="mt-2 grid gap-2 text-sm">
                {detail.quotes.slice(0, 5).map((q) => (
                  <li key={q.lender} className="rounded-md border border-border p-2">
                    <p className="font-medium">{q.lender}</p>
                    <p>
                      {q.rateBps != null ? formatPercent(q.rateBps) : "—"} p.a. ·{" "}
                      {q.monthlyRepaymentCents != null ? formatAudCents(q.monthlyRepaymentCents) : "—"}/month · fee{" "}
                      {q.establishmentFeeCents != null ? formatAudCents(q.establishmentFeeCents) : "—"}
                    </p>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-muted-foreground">
                Indicative only. Not an offer of credit until the lender approves.
              </p>
            </PanelSection>
          ) : null}
          {a.status === "settled" ? <LoanSchedule key={a.id} applicationId={a.id} /> : null}
          {a.status !== "draft" ? <NeedsObjectives key={`needs-${a.id}`} applicationId={a.id} /> : null}
          <ClientOffers key={a.id} applicationId={a.id} />
          {children}
        </>
      )}
    </DetailsSheet>
  );
}

function WithdrawButton({ app, onWithdraw }: { app: ClientApplication; onWithdraw: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">Withdraw application</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw {app.applicationNumber}?</DialogTitle>
          <DialogDescription>
            We will stop working on this application and tell the lenders. You can apply again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep application</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onWithdraw}>
              Yes, withdraw
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
