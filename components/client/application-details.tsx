"use client";
import { toast } from "sonner";
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
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import {
  CLIENT_PROGRESS_TOTAL,
  canClientWithdraw,
  clientProgress,
  isApplicationStatus,
} from "@/lib/applications/status";
import { industryLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import { formatAud, formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import { ClientStatusBadge } from "@/components/portal/status-badge";
import type { ApplicationDetailView } from "@/lib/applications/detail-view";

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

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
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
    <Sheet open={app !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" aria-describedby="details-description">
        {app ? (
          <>
            <SheetHeader>
              <SheetTitle>Application Details</SheetTitle>
              <SheetDescription id="details-description">
                {app.applicationNumber} · <ClientStatusBadge status={app.status} />
              </SheetDescription>
            </SheetHeader>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Field label="Business Name" value={app.businessName} />
              <Field label="Industry" value={industryLabel(app.industry)} />
              <Field label="Purpose" value={purposeLabel(app.purpose)} />
              <Field label="Loan Amount" value={formatAud(app.loanAmount)} />
              <Field label="Monthly Turnover" value={formatAud(app.monthlyTurnover)} />
              <Field label="Time in Business" value={timeInBusinessLabel(app.timeInBusiness)} />
            </dl>
            <div className="grid gap-1">
              <p className="text-sm font-medium" id="progress-label">
                Progress: {steps}/{CLIENT_PROGRESS_TOTAL} steps
              </p>
              <Progress value={(steps / CLIENT_PROGRESS_TOTAL) * 100} aria-labelledby="progress-label" />
            </div>
            <section aria-labelledby="timeline-heading">
              <h3 id="timeline-heading" className="font-semibold">
                Timeline
              </h3>
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
            </section>
            {detail && detail.quotes.length > 0 ? (
              <section aria-labelledby="quotes-heading">
                <h3 id="quotes-heading" className="font-semibold">
                  Your lender offers
                </h3>
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
              </section>
            ) : null}
            {children}
            <div className="mt-auto flex flex-wrap gap-2">
              {isApplicationStatus(app.status) && canClientWithdraw(app.status) ? (
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
                        <Button variant="destructive" onClick={() => void withdraw()}>
                          Yes, withdraw
                        </Button>
                      </DialogClose>
                    </DialogFooter>
                  </DialogContent>
                </Dialog>
              ) : null}
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
