import Link from "next/link";
import type { ClientWorkspace } from "@/lib/applications/client-workspace";
import { Section } from "./section";
import { WorkspaceOffers } from "./workspace-parts";
import { IndicativeQuotes, LendersDeciding } from "@/components/offers/lender-lists";
import { lenderOffersView } from "@/lib/offers/compare";

/**
 * Lenders and offers: the owner's lender list, then the offers to compare (components/client/
 * offers-comparison.tsx) or, before any, the indicative quotes; once settled, one sentence instead.
 */
export function OffersSection({ ws }: { ws: ClientWorkspace }) {
  const d = ws.detail;
  const offers = ws.offers;
  const settled = d.status === "settled";
  const accepted = offers.offers.find((o) => o.id === offers.acceptedOfferId);
  // Quotes only while no lender has made a real offer; then the lenders still deciding (ADR 079).
  const view = lenderOffersView(offers, d.quotes);
  return (
    <Section id="offers">
      {d.status !== "draft" ? (
        <p className="text-sm">
          <Link href={`/client/applications/${encodeURIComponent(d.id)}/lenders`} className="underline">
            Your lenders
          </Link>{" "}
          — the lenders we propose, why, what each receives, and your consent to each.
        </p>
      ) : null}
      {settled ? (
        <p className="text-sm">
          {accepted
            ? `Your loan is with ${accepted.disclosure.lenderName}; the other offers closed when you accepted theirs.`
            : "Your loan has settled; the offers are closed."}
        </p>
      ) : offers.offers.length > 0 ? (
        <>
          <WorkspaceOffers data={offers} />
          {view.kind === "deciding" ? <LendersDeciding lenders={view.lenders} headingId="deciding-heading" /> : null}
        </>
      ) : view.kind === "quotes" ? (
        <IndicativeQuotes quotes={view.quotes} headingId="quotes-heading" />
      ) : (
        <p className="text-sm text-muted-foreground">No offers yet. We will tell you as soon as a lender makes one.</p>
      )}
    </Section>
  );
}
