"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
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
import { PanelSection } from "@/components/portal/panel-section";
import { submitJson } from "@/lib/http/send-json";
import { DISCLOSURE_ROWS, restatedTerms, type Disclosure, type DisclosureKey } from "@/lib/offers/disclosure";
import type { ApplicationOffers, OfferView } from "@/lib/offers/queries";
import { ContractSigning } from "./contract-signing";

export const OFFER_STATUS_LABELS: Record<string, string> = {
  open: "Open",
  accepted: "Accepted",
  declined: "Declined",
  released: "Released",
  expired: "Expired",
};

/** The application's offers (and, once one is accepted, its contract), loaded from the offers API. */
export function useApplicationOffers(applicationId: string) {
  const [data, setData] = useState<ApplicationOffers | null>(null);
  const load = useCallback(async () => {
    const res = await fetch(`/api/applications/${applicationId}/offers`, { credentials: "include" });
    if (!res.ok) return;
    const body = (await res.json().catch(() => null)) as ApplicationOffers | null;
    if (Array.isArray(body?.offers)) setData(body);
  }, [applicationId]);
  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);
  return { data, reload: load };
}

/** Mounted in the client's application sheet: nothing until the application has offers. */
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
      <OffersComparison data={data} onChanged={reload} />
      {data.contract && contractOffer ? (
        <ContractSigning contract={data.contract} lenderName={contractOffer.disclosure.lenderName} onSigned={signed} />
      ) : null}
    </>
  );
}

function DisclosureCell({ d, k }: { d: Disclosure; k: DisclosureKey }) {
  if (k === "fees")
    return d.fees.length === 0 ? (
      <>No fees</>
    ) : (
      <ul className="grid gap-1">
        {d.fees.map((f, i) => (
          <li key={i}>
            <span className="font-medium">{f.label}</span>: {f.charge}
            <span className="text-muted-foreground"> ({f.total} in total)</span>
          </li>
        ))}
      </ul>
    );
  if (k === "amount" && d.decisionNote)
    return (
      <>
        {d.amount}
        <span className="block text-xs text-muted-foreground">{d.decisionNote}</span>
      </>
    );
  return <>{d[k]}</>;
}

/**
 * The offers side by side in a standard disclosure layout (modelled on AFIA's SMART Box): one column
 * per offer, one row per disclosure item, a real table with row and column headers.
 */
export function OffersComparison({ data, onChanged }: { data: ApplicationOffers; onChanged: () => void }) {
  const canRespond = !data.acceptedOfferId && data.offers.some((o) => o.status === "open");
  return (
    <PanelSection id="offers-heading" title="Compare your offers">
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Loan offers compared side by side</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2 text-left">
                <span className="sr-only">Term</span>
              </th>
              {data.offers.map((o) => (
                <th key={o.id} scope="col" className="p-2 text-left align-top">
                  <span className="block font-semibold">{o.disclosure.lenderName}</span>
                  <Badge variant={o.status === "accepted" ? "default" : "outline"}>
                    {OFFER_STATUS_LABELS[o.status] ?? o.status}
                  </Badge>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DISCLOSURE_ROWS.map((row) => (
              <tr key={row.key} className="border-t border-border">
                <th scope="row" className="p-2 text-left align-top font-medium text-muted-foreground">
                  {row.label}
                </th>
                {data.offers.map((o) => (
                  <td key={o.id} className="p-2 align-top" data-row={row.key}>
                    <DisclosureCell d={o.disclosure} k={row.key} />
                  </td>
                ))}
              </tr>
            ))}
            {/* What BizFund and the referring partner are paid if this offer is accepted (ADR 067). */}
            <tr className="border-t border-border">
              <th scope="row" className="p-2 text-left align-top font-medium text-muted-foreground">
                BizFund is paid
              </th>
              {data.offers.map((o) => (
                <td key={o.id} className="p-2 align-top" data-row="commission-bizfund">
                  {o.commission.bizfund}
                </td>
              ))}
            </tr>
            {data.offers.some((o) => o.commission.partnerName) ? (
              <tr className="border-t border-border">
                <th scope="row" className="p-2 text-left align-top font-medium text-muted-foreground">
                  Your referring partner is paid
                </th>
                {data.offers.map((o) => (
                  <td key={o.id} className="p-2 align-top" data-row="commission-partner">
                    {o.commission.partnerName ? `${o.commission.partnerName}: ${o.commission.partner}` : "—"}
                  </td>
                ))}
              </tr>
            ) : null}
            {canRespond ? (
              <tr className="border-t border-border">
                <th scope="row" className="p-2 text-left font-medium text-muted-foreground">
                  Your decision
                </th>
                {data.offers.map((o) => (
                  <td key={o.id} className="p-2">
                    {o.status === "open" ? <AcceptOffer offer={o} onAccepted={onChanged} /> : null}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        The APR includes the interest and every fee, so you can compare offers on one figure. The lender pays the
        commissions shown if the loan settles; they are not added to what you repay.
      </p>
      {canRespond ? <DeclineAll applicationId={data.applicationId} onDeclined={onChanged} /> : null}
    </PanelSection>
  );
}

function AcceptOffer({ offer, onAccepted }: { offer: OfferView; onAccepted: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const lender = offer.disclosure.lenderName;
  async function accept() {
    setBusy(true);
    const result = await submitJson(`/api/offers/${offer.id}/accept`, { confirmed: true });
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success("Offer accepted", { description: `Your contract with ${lender} is ready to sign.` });
    } else {
      toast.error("Could not accept the offer", { description: result.message });
    }
    onAccepted();
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Accept {lender}&apos;s offer</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Accept {lender}&apos;s offer?</DialogTitle>
          <DialogDescription>
            Check the terms below. Accepting this offer releases every other offer on this application.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {restatedTerms(offer.disclosure).map((t) => (
            <div key={t.label} className="contents">
              <dt className="font-medium text-muted-foreground">{t.label}</dt>
              <dd>{t.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">{offer.commission.summary}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button onClick={() => void accept()} disabled={busy}>
            {busy ? "Accepting..." : "I accept these terms"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeclineAll({ applicationId, onDeclined }: { applicationId: string; onDeclined: () => void }) {
  async function decline() {
    const result = await submitJson(`/api/applications/${applicationId}/offers/decline`, {});
    if (result.ok) toast.success("Offers declined", { description: "Our team will be in touch about next steps." });
    else toast.error("Could not decline the offers", { description: result.message });
    onDeclined();
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-2">
          Decline all offers
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline every offer?</DialogTitle>
          <DialogDescription>
            The lenders are told you do not wish to proceed. Your application stays open and our team will contact you
            about other options.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the offers</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={() => void decline()}>
              Yes, decline all
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
