"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
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
import { formatAud, formatPercent, melbourneToday } from "@/lib/money/format";
import { FREQUENCY_LABELS, REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import { recordSettlementAction } from "@/lib/settlement/actions";
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

/**
 * The workspace's settlement form for an approved file (ADR 055): the page renders it with the
 * panel's facts from the server (`settlementView`), so it is in the HTML and posts to its server
 * action before and without JavaScript; with JavaScript a recorded settlement refreshes the page.
 */
export function SettlementPanel({ app, view }: { app: SettleTarget; view: SettlementPanelView }) {
  const router = useRouter();
  return <SettlementFields app={app} view={view} idPrefix="workspace-settle" onSettled={() => router.refresh()} />;
}

/**
 * The settlement form itself (ADR 055): a server-action form, so a page that renders it with the
 * panel's facts (`settlementView`) works without JavaScript; the dialog above loads them in the browser.
 */
export function SettlementFields({
  app,
  view,
  onSettled,
  onCancel,
  idPrefix = "settle",
}: {
  app: SettleTarget;
  view: SettlementPanelView;
  onSettled?: () => void;
  onCancel?: () => void;
  /** Prefix of the fields' ids: the workspace's form and the status panel's dialog can be on one page. */
  idPrefix?: string;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const offer = view.acceptedOffer;
  const af = useActionForm({
    action: recordSettlementAction,
    schema: () => import("@/lib/settlement/schema").then((m) => m.settlementFormSchema),
    defaults: {
      applicationId: app.id,
      settledOn: melbourneToday(),
      amountFunded: offer?.amount ?? app.loanAmount,
      lenderReference: "",
      note: "",
      version: app.version,
      ...(offer ? {} : { lenderId: "", termMonths: 24, interestRatePercent: undefined, frequency: "monthly" as const }),
    },
    say: (state) =>
      state.settled
        ? { kind: "success", title: "Settlement recorded", description: `${app.applicationNumber} is now Funded.` }
        : null,
    onDone: () => onSettled?.(),
  });
  const { form } = af;
  const err = af.error;
  // The server's HTML carries the values (react-hook-form fills its fields only in the browser).
  const shown = (name: string) => {
    const value = (form.formState.defaultValues as Record<string, unknown> | undefined)?.[name];
    return value === undefined || value === null ? "" : String(value);
  };
  const field = (
    fieldId: string,
    name: "settledOn" | "amountFunded" | "lenderReference" | "termMonths" | "interestRatePercent",
    label: string,
    props: React.ComponentProps<typeof Input> = {},
    hint?: string,
  ) => (
    <FormField id={fieldId} label={label} error={err(name)} hint={hint} required>
      <Input
        id={fieldId}
        aria-invalid={!!err(name)}
        aria-describedby={describedBy(fieldId, { hint, error: err(name) })}
        defaultValue={shown(name)}
        {...props}
        {...form.register(name)}
      />
    </FormField>
  );
  if (af.state.settled && !af.hydrated) return <ActionNotice notice={af.notice} />;
  return (
    <form {...af.formProps} aria-label={`Record settlement for ${app.applicationNumber}`} className="grid gap-3">
      <input type="hidden" name="applicationId" value={app.id} />
      <input type="hidden" name="version" value={String(app.version)} />
      {offer ? (
        <p className="text-sm">
          Accepted offer: {offer.lenderName}, {formatAud(offer.amount)} over {offer.termMonths} months at{" "}
          {formatPercent(offer.interestRateBps)}, {offer.frequencyLabel.toLowerCase()} repayments.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No accepted offer: enter the lender and the loan&apos;s terms.</p>
      )}
      {field(id("date"), "settledOn", "Settlement date", { type: "date" })}
      {offer
        ? field(
            id("amount"),
            "amountFunded",
            "Amount funded ($)",
            { inputMode: "numeric", readOnly: true },
            "The accepted offer's amount. If the lender funded a different amount, it issues an amended offer for the client to accept and sign first.",
          )
        : field(id("amount"), "amountFunded", "Amount funded ($)", { inputMode: "numeric" })}
      {field(id("reference"), "lenderReference", "Lender reference")}
      {offer ? null : (
        <>
          <FormField id={id("lender")} label="Lender" error={err("lenderId")} required>
            <NativeSelect
              id={id("lender")}
              aria-invalid={!!err("lenderId")}
              defaultValue={shown("lenderId")}
              {...form.register("lenderId")}
            >
              <option value="">Choose a lender</option>
              {view.lenders.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({formatPercent(l.rateMinBps)} to {formatPercent(l.rateMaxBps)})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {field(id("term"), "termMonths", "Term (months)", { inputMode: "numeric" })}
          {field(id("rate"), "interestRatePercent", "Interest rate (% a year)", { inputMode: "decimal" })}
          <FormField id={id("frequency")} label="Repayment frequency" required>
            <NativeSelect id={id("frequency")} defaultValue={shown("frequency")} {...form.register("frequency")}>
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
        id={id("note")}
        label={app.approved ? "Note" : "Why it settles before approval (admin)"}
        error={err("note")}
        required={!app.approved}
      >
        <Textarea
          id={id("note")}
          aria-invalid={!!err("note")}
          defaultValue={shown("note")}
          {...form.register("note")}
        />
      </FormField>
      {af.state.error && !af.state.fields ? (
        <p role="alert" className="text-sm text-destructive">
          {af.state.error}
        </p>
      ) : null}
      <DialogFooter>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={af.pending}>
          Record settlement
        </Button>
      </DialogFooter>
    </form>
  );
}
