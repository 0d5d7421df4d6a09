"use client";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import type { BrokerApplication, BrokerDetail } from "./types";

/** The broker's view of one referral; its details arrive from the server with the page. */
export function ApplicationSheet({
  app,
  detail,
  onClose,
  children,
}: {
  app: BrokerApplication | null;
  detail: BrokerDetail | null;
  onClose: () => void;
  /** Mounted below the details (the document checklist, with an upload per item). */
  children?: React.ReactNode;
}) {
  return (
    <Sheet open={app !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent side="right">
        {app ? (
          <>
            <SheetHeader>
              <SheetTitle>{app.businessName}</SheetTitle>
              <SheetDescription>
                {app.applicationNumber} · {app.clientName}
              </SheetDescription>
            </SheetHeader>
            {detail ? (
              <>
                <section aria-labelledby="b-timeline">
                  <h3 id="b-timeline" className="font-semibold">
                    Timeline
                  </h3>
                  <ol className="mt-2 grid gap-1 text-sm">
                    {detail.timeline.map((t, i) => (
                      <li key={i}>
                        {t.text} · {formatDate(t.at)}
                      </li>
                    ))}
                  </ol>
                </section>
                <section aria-labelledby="b-quotes">
                  <h3 id="b-quotes" className="font-semibold">
                    Lender quotes
                  </h3>
                  {detail.quotes.length ? (
                    <ul className="mt-2 grid gap-1 text-sm">
                      {detail.quotes.slice(0, 5).map((qq) => (
                        <li key={qq.lender}>
                          {qq.lender}: {qq.rateBps != null ? formatPercent(qq.rateBps) : "—"} ·{" "}
                          {qq.monthlyRepaymentCents != null ? formatAudCents(qq.monthlyRepaymentCents) : "—"}/month
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">No quotes yet.</p>
                  )}
                </section>
                <section aria-labelledby="b-docs">
                  <h3 id="b-docs" className="font-semibold">
                    Documents
                  </h3>
                  {detail.documents.length ? (
                    <ul className="mt-2 grid gap-1 text-sm">
                      {detail.documents.map((d) => (
                        <li key={d.id}>
                          {d.documentType}: {d.fileName} · {d.status}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">No documents uploaded yet.</p>
                  )}
                  <p className="mt-1 text-xs text-muted-foreground">
                    Names and statuses only: client documents stay private.
                  </p>
                </section>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Loading...</p>
            )}
            {children}
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
