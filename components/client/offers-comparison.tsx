"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { PanelSection } from "@/components/portal/panel-section";
import { OfferCards } from "@/components/offers/offer-cards";
import { AcceptOffer, DeclineAll } from "@/components/offers/offer-decision";
import { COMPARISON_NOTE, OfferBadges, offerRows } from "@/components/offers/offer-rows";
import { comparableOf, offerBadges, visibleOffers } from "@/lib/offers/compare";
import type { ApplicationOffers } from "@/lib/offers/queries";
import { ContractSigning } from "./contract-signing";

export { OFFER_STATUS_LABELS } from "@/components/offers/offer-rows";

/** Told when an application's offers change, so every view of them (comparison, lender list) reloads. */
const OFFERS_CHANGED = "bizfund:offers-changed";
export function notifyOffersChanged(applicationId: string) {
  window.dispatchEvent(new CustomEvent(OFFERS_CHANGED, { detail: applicationId }));
}

/** The application's offers (and, once one is accepted, its contract), loaded from the offers API. */
export function useApplicationOffers(applicationId: string) {
  const [data, setData] = useState<ApplicationOffers | null>(null);
  // True once the first answer (or refusal) arrived: "no offers" is then known, not just not loaded.
  const [loaded, setLoaded] = useState(false);
  const load = useCallback(async () => {
    const res = await fetch(`/api/applications/${applicationId}/offers`, { credentials: "include" }).catch(() => null);
    const body = res?.ok ? ((await res.json().catch(() => null)) as ApplicationOffers | null) : null;
    if (Array.isArray(body?.offers)) setData(body);
    setLoaded(true);
  }, [applicationId]);
  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    const changed = (e: Event) => {
      if ((e as CustomEvent<string>).detail === applicationId) void load();
    };
    window.addEventListener(OFFERS_CHANGED, changed);
    return () => {
      clearTimeout(first);
      window.removeEventListener(OFFERS_CHANGED, changed);
    };
  }, [load, applicationId]);
  return { data, loaded, reload: load };
}

/** Mounted in the client's application view: nothing until the application has offers. */
export function ClientOffers({ applicationId }: { applicationId: string }) {
  const { data, reload } = useApplicationOffers(applicationId);
  const router = useRouter();
  if (!data || data.offers.length === 0) return null;
  // Signing moves the application's status, which the page loaded on the server.
  const signed = () => {
    void reload();
    router.refresh();
  };
  const contractOffer = data.contract && data.offers.find((o) => o.id === data.contract!.offerId);
  return (
    <>
      <OffersComparison data={data} onChanged={() => notifyOffersChanged(applicationId)} />
      {data.contract && contractOffer ? (
        <ContractSigning contract={data.contract} lenderName={contractOffer.disclosure.lenderName} onSigned={signed} />
      ) : null}
    </>
  );
}

/**
 * A control that takes focus inside the sideways-scrolling table is brought into view (the sticky
 * row labels stay clear of it through the container's scroll padding), so Tab never lands on an
 * Accept button outside the window.
 */
function revealFocused(e: React.FocusEvent<HTMLElement>) {
  if (e.target !== e.currentTarget) e.target.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

const STICKY = "sticky left-0 z-10 w-44 min-w-44 border-r border-border bg-background";

/**
 * The offer decision (issue 36 item 2, ADR 079). From a tablet up: one column per offer in a standard
 * disclosure layout (modelled on AFIA's SMART Box), row labels that stay put when the table scrolls
 * sideways, inside a focusable, named region a keyboard can scroll. On a phone: one card per offer
 * under a sticky summary. Both carry the 'Lowest total cost' and 'Lowest APR' badges. Once an offer
 * is accepted, only its terms remain.
 */
export function OffersComparison({ data, onChanged }: { data: ApplicationOffers; onChanged: () => void }) {
  const canRespond = !data.acceptedOfferId && data.offers.some((o) => o.status === "open");
  const offers = visibleOffers(data.offers, data.acceptedOfferId);
  const badges = offerBadges(offers.map(comparableOf));
  const rows = offerRows(offers);
  const accepted = Boolean(data.acceptedOfferId) && offers.length === 1;
  const title = accepted ? "The offer you accepted" : "Compare your offers";
  const accept = (o: (typeof offers)[number]) =>
    canRespond && o.status === "open" ? <AcceptOffer offer={o} onAccepted={onChanged} /> : null;
  return (
    <PanelSection id="offers-heading" title={title}>
      <div
        role="region"
        aria-label={accepted ? "Your accepted offer's terms" : "Your offers side by side"}
        tabIndex={0}
        onFocus={revealFocused}
        className="mt-2 hidden scroll-pl-44 overflow-x-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:block"
      >
        <table className="w-full border-separate border-spacing-0 text-sm" data-testid="offers-table">
          <caption className="sr-only">
            {accepted ? "The offer you accepted" : "Loan offers compared side by side"}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${STICKY} p-2 text-left`}>
                <span className="sr-only">Term</span>
              </th>
              {offers.map((o) => (
                <th key={o.id} scope="col" className="min-w-56 p-2 text-left align-top">
                  <span className="block font-semibold">{o.disclosure.lenderName}</span>
                  <OfferBadges status={o.status} badges={badges.get(o.id) ?? []} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className={`${STICKY} border-t border-border p-2 text-left align-top font-medium text-muted-foreground`}
                >
                  {row.label}
                </th>
                {offers.map((o) => (
                  <td key={o.id} className="border-t border-border p-2 align-top" data-row={row.key}>
                    {row.cell(o)}
                  </td>
                ))}
              </tr>
            ))}
            {canRespond ? (
              <tr>
                <th
                  scope="row"
                  className={`${STICKY} border-t border-border p-2 text-left font-medium text-muted-foreground`}
                >
                  Your decision
                </th>
                {offers.map((o) => (
                  <td key={o.id} className="border-t border-border p-2">
                    {accept(o)}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <OfferCards offers={offers} rows={rows} badges={badges} accept={accept} className="mt-2 md:hidden" />
      <p className="mt-1 text-xs text-muted-foreground">{COMPARISON_NOTE}</p>
      {canRespond ? <DeclineAll applicationId={data.applicationId} onDeclined={onChanged} /> : null}
    </PanelSection>
  );
}
