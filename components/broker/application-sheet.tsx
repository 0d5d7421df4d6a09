"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DetailsSheet } from "@/components/portal/details-sheet";
import { PanelList, PanelSection } from "@/components/portal/panel-section";
import { OffersSummary } from "@/components/offers/offers-summary";
import { documentTypeLabel, humanize } from "@/lib/applications/vocab";
import { formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import type { BrokerApplication, BrokerDetail } from "./types";

const money = (cents: number | null) => (cents != null ? formatAudCents(cents) : "—");

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
    <DetailsSheet
      item={app}
      onClose={onClose}
      title={(a) => a.businessName}
      description={(a) => `${a.applicationNumber} · ${a.clientName}`}
      footer={(a) => (
        <Button asChild>
          <Link href={`/partner/applications/${a.id}/complete`}>Complete the application</Link>
        </Button>
      )}
    >
      {() =>
        detail ? (
          <>
            <PanelSection id="b-timeline" title="Timeline">
              <PanelList ordered items={detail.timeline} render={(t) => `${t.text} · ${formatDate(t.at)}`} />
            </PanelSection>
            <PanelSection id="b-quotes" title="Lender quotes">
              <PanelList
                items={detail.quotes.slice(0, 5)}
                empty="No quotes yet."
                render={(q) =>
                  `${q.lender}: ${q.rateBps != null ? formatPercent(q.rateBps) : "—"} · ${money(q.monthlyRepaymentCents)}/month`
                }
              />
            </PanelSection>
            <PanelSection id="b-docs" title="Documents">
              <PanelList
                items={detail.documents}
                empty="No documents uploaded yet."
                render={(d) => `${documentTypeLabel(d.documentType)}: ${d.fileName} · ${humanize(d.status)}`}
              />
              <p className="mt-1 text-xs text-muted-foreground">
                Names and statuses only: client documents stay private.
              </p>
            </PanelSection>
            <OffersSummary key={detail.id} applicationId={detail.id} headingId="b-offers" />
            {children}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Loading...</p>
        )
      }
    </DetailsSheet>
  );
}
