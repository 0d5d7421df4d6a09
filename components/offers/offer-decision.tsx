"use client";
import { useState } from "react";
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
import { submitJson } from "@/lib/http/send-json";
import { restatedTerms } from "@/lib/offers/disclosure";
import type { OfferView } from "@/lib/offers/queries";

/** Accept one offer, only after a dialog that restates its terms and its commissions. */
export function AcceptOffer({ offer, onAccepted }: { offer: OfferView; onAccepted: () => void }) {
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

/** Decline every open offer (the team then talks to the owner about other options). */
export function DeclineAll({ applicationId, onDeclined }: { applicationId: string; onDeclined: () => void }) {
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
