"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/components/ui/use-zod-form";
import { submitJson } from "@/lib/http/send-json";
import { formatAud, formatPercent, melbourneToday } from "@/lib/money/format";
import { FREQUENCY_LABELS, REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import type { SettlementPanelView } from "@/lib/settlement/queries";

export interface SettleTarget {
  id: string;
  applicationNumber: string;
  businessName: string;
  loanAmount: number;
  version: number;
  approved: boolean;
}

/**
 * Funded, done properly (issue 18 item 3): staff record the settlement (date, amount funded, the
 * lender's reference) instead of picking a status. The accepted offer supplies lender, term, rate and
 * frequency; without one staff choose them. The server moves the file to settled and pays the partner.
 */
export function SettlementDialog({
  app,
  open,
  onClose,
  onSettled,
}: {
  app: SettleTarget;
  open: boolean;
  onClose: () => void;
  onSettled: () => void;
}) {
  const [view, setView] = useState<SettlementPanelView | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void fetch(`/api/applications/${app.id}/settlement`, { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<SettlementPanelView>) : null))
      .then((v) => live && setView(v));
    return () => {
      live = false;
    };
  }, [open, app.id]);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Record settlement for {app.applicationNumber}</DialogTitle>
            <DialogDescription>
              {app.businessName} is marked Funded once the lender has paid out. The referring partner&apos;s commission
              is worked out from the amount funded.
            </DialogDescription>
          </DialogHeader>
          {view ? (
            <SettlementFields app={app} view={view} onSettled={onSettled} onCancel={onClose} />
          ) : (
            <p className="text-sm text-muted-foreground">Loading...</p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SettlementFields({
  app,
  view,
  onSettled,
  onCancel,
}: {
  app: SettleTarget;
  view: SettlementPanelView;
  onSettled: () => void;
  onCancel: () => void;
}) {
  const offer = view.acceptedOffer;
  const form = useZodForm(() => import("@/lib/settlement/schema").then((m) => m.settlementSchema), {
    settledOn: melbourneToday(),
    amountFunded: offer?.amount ?? app.loanAmount,
    lenderReference: "",
    note: "",
    version: app.version,
    ...(offer ? {} : { lenderId: "", termMonths: 24, interestRatePercent: undefined, frequency: "monthly" }),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const err = (k: keyof typeof form.formState.errors) => form.formState.errors[k]?.message as string | undefined;
  const field = (
    id: string,
    name: "settledOn" | "amountFunded" | "lenderReference" | "termMonths" | "interestRatePercent",
    label: string,
    props: React.ComponentProps<typeof Input> = {},
    hint?: string,
  ) => (
    <FormField id={id} label={label} error={err(name)} hint={hint} required>
      <Input
        id={id}
        aria-invalid={!!err(name)}
        aria-describedby={describedBy(id, { hint, error: err(name) })}
        {...props}
        {...form.register(name)}
      />
    </FormField>
  );
  return (
    <ScriptForm
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit(async (body) => {
        setServerError(null);
        const sent = await submitJson(`/api/applications/${app.id}/settlement`, body);
        if (!sent.ok) {
          setServerError(sent.message ?? "The settlement was not recorded.");
          return;
        }
        toast.success("Settlement recorded", { description: `${app.applicationNumber} is now Funded.` });
        onSettled();
      })}
    >
      {offer ? (
        <p className="text-sm">
          Accepted offer: {offer.lenderName}, {formatAud(offer.amount)} over {offer.termMonths} months at{" "}
          {formatPercent(offer.interestRateBps)}, {offer.frequencyLabel.toLowerCase()} repayments.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No accepted offer: enter the lender and the loan&apos;s terms.</p>
      )}
      {field("settle-date", "settledOn", "Settlement date", { type: "date" })}
      {offer
        ? field(
            "settle-amount",
            "amountFunded",
            "Amount funded ($)",
            { inputMode: "numeric", readOnly: true },
            "The accepted offer's amount. If the lender funded a different amount, it issues an amended offer for the client to accept and sign first.",
          )
        : field("settle-amount", "amountFunded", "Amount funded ($)", { inputMode: "numeric" })}
      {field("settle-reference", "lenderReference", "Lender reference")}
      {offer ? null : (
        <>
          <FormField id="settle-lender" label="Lender" error={err("lenderId")} required>
            <NativeSelect id="settle-lender" aria-invalid={!!err("lenderId")} {...form.register("lenderId")}>
              <option value="">Choose a lender</option>
              {view.lenders.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({formatPercent(l.rateMinBps)} to {formatPercent(l.rateMaxBps)})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {field("settle-term", "termMonths", "Term (months)", { inputMode: "numeric" })}
          {field("settle-rate", "interestRatePercent", "Interest rate (% a year)", { inputMode: "decimal" })}
          <FormField id="settle-frequency" label="Repayment frequency" required>
            <NativeSelect id="settle-frequency" {...form.register("frequency")}>
              {REPAYMENT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      )}
      <FormField
        id="settle-note"
        label={app.approved ? "Note" : "Why it settles before approval (admin)"}
        error={err("note")}
        required={!app.approved}
      >
        <Textarea id="settle-note" aria-invalid={!!err("note")} {...form.register("note")} />
      </FormField>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Record settlement
        </Button>
      </DialogFooter>
    </ScriptForm>
  );
}
