"use client";
import { useState } from "react";
import { useWatch, type Path } from "react-hook-form";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FREQUENCY_LABELS, REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { keyInDecisionAction, type SubmissionFormState } from "@/lib/submissions/actions";
import { KEY_IN_DEFAULTS } from "@/lib/submissions/key-in-form";
import { SUBMISSION_STATUS_LABELS } from "@/lib/submissions/schema";

type Submission = SubmissionsBoardView["submissions"][number];
const DECISIONS = ["assessing", "action_required", "conditionally_approved", "offered", "declined"] as const;

/** The spec's toasts for the answer (inline without JavaScript). */
const said = (state: SubmissionFormState) =>
  state.saved
    ? ({ kind: "success", title: "Decision recorded" } as const)
    : state.error
      ? ({
          kind: "error",
          title: "Not saved",
          description: Object.values(state.fields ?? {})[0]?.[0] ?? state.error,
        } as const)
      : null;

/**
 * Staff key in an e-mail lender's answer: status, reference, conditions, decline reason, offer terms.
 * On the one form pattern (ADR 055): posted to keyInDecisionAction, as PATCH /api/staff/submissions/:id.
 */
export function SubmissionKeyIn({ submission: s, onSaved }: { submission: Submission; onSaved: () => Promise<void> }) {
  const defaults = { ...KEY_IN_DEFAULTS, reference: s.reference ?? "" };
  const af = useActionForm({
    action: keyInDecisionAction,
    schema: () => import("@/lib/submissions/key-in-form").then((m) => m.keyInFormSchema),
    defaults,
    say: said,
    onDone: async () => {
      setOpen(false);
      await onSaved();
    },
  });
  const form = af.form;
  // Open again after a refusal (a page posted without JavaScript comes back with what was typed).
  const [open, setOpen] = useState(() => !!af.state.error);
  const status = useWatch({ control: form.control, name: "status" });
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
    const error = af.error(name);
    const aria = {
      id,
      defaultValue: af.typed(name) ?? defaults[name],
      "aria-invalid": !!error,
      "aria-describedby": error ? `${id}-error` : undefined,
    };
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
    <form
      {...af.formProps}
      aria-label={`Decision from ${s.lenderName}`}
      className="grid w-full gap-2 rounded-md border border-border p-3 sm:grid-cols-2"
    >
      <ActionNotice notice={af.notice} className="sm:col-span-2" />
      <input type="hidden" name="submissionId" value={s.id} />
      <input type="hidden" name="version" value={s.version} />
      <FormField id={`ki-${s.id}-status`} label="Lender's decision">
        <NativeSelect
          id={`ki-${s.id}-status`}
          defaultValue={af.typed("status") ?? defaults.status}
          {...form.register("status")}
        >
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
            <NativeSelect
              id={`ki-${s.id}-frequency`}
              defaultValue={af.typed("frequency") ?? defaults.frequency}
              {...form.register("frequency")}
            >
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
        <Button type="submit" size="sm" disabled={af.pending}>
          Save decision
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
