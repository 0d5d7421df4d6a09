"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/components/ui/use-zod-form";
import { FREQUENCY_LABELS, REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { KEY_IN_DEFAULTS } from "@/lib/submissions/key-in-form";
import { SUBMISSION_STATUS_LABELS } from "@/lib/submissions/schema";
import { changeSubmission } from "./submission-request";

type Submission = SubmissionsBoardView["submissions"][number];
const DECISIONS = ["assessing", "action_required", "conditionally_approved", "offered", "declined"] as const;

/** Staff key in an e-mail lender's answer: status, reference, conditions, decline reason, offer terms. */
export function SubmissionKeyIn({ submission: s, onSaved }: { submission: Submission; onSaved: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(() => import("@/lib/submissions/key-in-form").then((m) => m.keyInFormSchema), {
    ...KEY_IN_DEFAULTS,
    reference: s.reference ?? "",
  });
  const status = form.watch("status");
  if (!open)
    return (
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Key in the decision from ${s.lenderName}`}>
        Key in decision
      </Button>
    );
  const field = (
    name: Path<typeof KEY_IN_DEFAULTS>,
    label: string,
    input: "text" | "number" | "date" | "area" = "text",
  ) => {
    const id = `ki-${s.id}-${name}`;
    const error = form.formState.errors[name as keyof typeof form.formState.errors]?.message as string | undefined;
    const aria = { id, "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined };
    return (
      <FormField id={id} label={label} error={error}>
        {input === "area" ? (
          <Textarea rows={3} {...aria} {...form.register(name)} />
        ) : (
          <Input type={input} {...aria} {...form.register(name)} />
        )}
      </FormField>
    );
  };
  return (
    <ScriptForm
      noValidate
      aria-label={`Decision from ${s.lenderName}`}
      className="grid w-full gap-2 rounded-md border border-border p-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (body) => {
        if (await changeSubmission(s.id, { ...body, version: s.version }, "Decision recorded")) {
          setOpen(false);
          await onSaved();
        }
      })}
    >
      <FormField id={`ki-${s.id}-status`} label="Lender's decision">
        <NativeSelect id={`ki-${s.id}-status`} {...form.register("status")}>
          {DECISIONS.map((d) => (
            <option key={d} value={d}>
              {SUBMISSION_STATUS_LABELS[d]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {field("reference", "Lender's reference")}
      {status === "action_required" || status === "conditionally_approved"
        ? field("conditionsText", "Conditions (one per line)", "area")
        : null}
      {status === "declined" ? field("declineReason", "Reason for the decline", "area") : null}
      {status === "offered" ? (
        <>
          {field("amount", "Amount offered ($)", "number")}
          {field("termMonths", "Term (months)", "number")}
          {field("ratePercent", "Interest rate (% p.a.)")}
          <FormField id={`ki-${s.id}-frequency`} label="Repayment frequency">
            <NativeSelect id={`ki-${s.id}-frequency`} {...form.register("frequency")}>
              {REPAYMENT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {field("establishmentFee", "Establishment fee ($)", "number")}
          {field("expiresOn", "Offer expires on (default 14 days)", "date")}
          {field("earlyRepayment", "Early repayment terms", "area")}
          {field("security", "Security", "area")}
          {field("guarantees", "Guarantees", "area")}
        </>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Save decision
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </ScriptForm>
  );
}
