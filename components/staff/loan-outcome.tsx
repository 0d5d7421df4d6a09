"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { LoanScheduleView, useSettledLoan } from "@/components/client/loan-schedule";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useZodForm } from "@/components/ui/use-zod-form";
import { submitJson } from "@/lib/http/send-json";
import { melbourneToday } from "@/lib/money/format";

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

function ClosureForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const router = useRouter();
  const form = useZodForm(() => import("@/lib/settlement/schema").then((m) => m.loanClosureSchema), {
    outcome: "repaid",
    closedOn: melbourneToday(),
  });
  const [error, setError] = useState<string | null>(null);
  const dateError = form.formState.errors.closedOn?.message;
  return (
    <ScriptForm
      noValidate
      aria-label="Record the loan's end"
      className="flex flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit(async (body) => {
        setError(null);
        const sent = await submitJson<{ clawbackCents: number | null }>(
          `/api/applications/${applicationId}/settlement/close`,
          body,
        );
        if (!sent.ok) return setError(sent.message ?? "Not recorded.");
        toast.success("Loan outcome recorded", {
          description: sent.data.clawbackCents ? "The partner's upfront commission was clawed back." : undefined,
        });
        onDone();
        router.refresh();
      })}
    >
      <FormField id="loan-outcome" label="Loan ended">
        <NativeSelect id="loan-outcome" {...form.register("outcome")}>
          <option value="repaid">Repaid</option>
          <option value="defaulted">Defaulted</option>
        </NativeSelect>
      </FormField>
      <FormField id="loan-closed-on" label="On" error={dateError}>
        <Input id="loan-closed-on" type="date" aria-invalid={!!dateError} {...form.register("closedOn")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
        Record loan end
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </ScriptForm>
  );
}
