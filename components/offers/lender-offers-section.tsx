"use client";
import { PanelList, PanelSection } from "@/components/portal/panel-section";
import { useApplicationOffers } from "@/components/client/offers-comparison";
import { lenderOffersView } from "@/lib/offers/compare";
import { IndicativeQuotes, LendersDeciding } from "./lender-lists";
import { formatAudCents, formatPercent } from "@/lib/money/format";
import type { ApplicationDetailView } from "@/lib/applications/detail-view";

type Quote = ApplicationDetailView["quotes"][number];
const money = (cents: number | null) => (cents != null ? formatAudCents(cents) : "—");
const rate = (bps: number | null) => (bps != null ? formatPercent(bps) : "—");

/**
 * What an application's lenders said, without two sets of figures for one lender (issue 36 item 2,
 * ADR 079): the matching's indicative quotes only while no lender has made a real offer; once one
 * has, the lenders still deciding (the offers themselves are compared or summarised beside this);
 * after acceptance, nothing here (only the accepted offer's terms remain).
 */
export function LenderOffersSection({
  applicationId,
  quotes,
  audience,
}: {
  applicationId: string;
  quotes: readonly Quote[];
  /** The owner reads the quotes with the fee; the referring partner in one line each. */
  audience: "client" | "partner";
}) {
  const { data, loaded } = useApplicationOffers(applicationId);
  // Until the offers have loaded nothing is shown, so quotes never flash before real offers replace them.
  if (!loaded) return null;
  const view = lenderOffersView(data, quotes);
  const headingId = audience === "client" ? "quotes-heading" : "b-quotes";
  if (view.kind === "none") return null;
  if (view.kind === "deciding") return <LendersDeciding lenders={view.lenders} headingId={headingId} />;
  if (audience === "partner")
    return (
      <PanelSection id={headingId} title="Lender quotes">
        <PanelList
          items={view.quotes.slice(0, 5)}
          empty="No quotes yet."
          render={(q) => `${q.lender}: ${rate(q.rateBps)} · ${money(q.monthlyRepaymentCents)}/month`}
        />
        <p className="mt-1 text-xs text-muted-foreground">Indicative only, until a lender makes an offer.</p>
      </PanelSection>
    );
  return <IndicativeQuotes quotes={view.quotes} headingId={headingId} />;
}
