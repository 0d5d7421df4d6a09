"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { LoanScheduleView, useSettledLoan } from "@/components/client/loan-schedule";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { melbourneToday } from "@/lib/money/format";
import { closeLoanAction } from "@/lib/settlement/actions";

/**
 * A settled application in the staff panel: the loan and its schedule, and the form that records
 * the loan repaid or defaulted (trail stops; inside the lender's window the upfront is clawed back).
 */
export function LoanOutcome({ applicationId }: { applicationId: string }) {
  const [reload, setReload] = useState(0);
  const loan = useSettledLoan(applicationId, reload);
  if (!loan) return null;
  return (
    <>
      <LoanScheduleView loan={loan} title="Settled loan" />
      {loan.closedReason ? null : <ClosureForm applicationId={applicationId} onDone={() => setReload((n) => n + 1)} />}
    </>
  );
}

/**
 * 'Record loan end' (ADR 055): a server-action form, so a page that renders it for a settled loan works
 * without JavaScript.
 */
export function ClosureForm({ applicationId, onDone }: { applicationId: string; onDone?: () => void }) {
  const router = useRouter();
  const af = useActionForm({
    action: closeLoanAction,
    schema: () => import("@/lib/settlement/schema").then((m) => m.loanClosureFormSchema),
    defaults: { applicationId, outcome: "repaid" as const, closedOn: melbourneToday() },
    say: (state) =>
      state.closed
        ? {
            kind: "success",
            title: "Loan outcome recorded",
            description: state.closed.clawbackCents ? "The partner's upfront commission was clawed back." : undefined,
          }
        : null,
    onDone: () => {
      onDone?.();
      router.refresh();
    },
  });
  const dateError = af.error("closedOn");
  if (af.state.closed && !af.hydrated) return <ActionNotice notice={af.notice} />;
  return (
    <form {...af.formProps} aria-label="Record the loan's end" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="applicationId" value={applicationId} />
      <FormField id="loan-outcome" label="Loan ended" error={af.error("outcome")}>
        <NativeSelect id="loan-outcome" defaultValue={af.typed("outcome") ?? "repaid"} {...af.form.register("outcome")}>
          <option value="repaid">Repaid</option>
          <option value="defaulted">Defaulted</option>
        </NativeSelect>
      </FormField>
      <FormField id="loan-closed-on" label="On" error={dateError}>
        <Input
          id="loan-closed-on"
          type="date"
          aria-invalid={!!dateError}
          defaultValue={af.typed("closedOn") ?? melbourneToday()}
          {...af.form.register("closedOn")}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={af.pending}>
        Record loan end
      </Button>
      {af.state.error && !af.state.fields ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {af.state.error}
        </p>
      ) : null}
    </form>
  );
}
