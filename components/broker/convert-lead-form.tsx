"use client";
import { useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChooseOptions, NativeSelect } from "@/components/ui/native-select";
import {
  CREDIT_PROFILE_OPTIONS,
  INDUSTRY_OPTIONS,
  PURPOSE_OPTIONS,
  TERM_OPTIONS,
  TIME_IN_BUSINESS_OPTIONS,
} from "@/lib/applications/vocab";
import { convertLeadAction, type ConvertLeadFormState } from "@/lib/leads/actions";
import type { leadConversionFormSchema } from "@/lib/leads/schema";
import { WIZARD_AMOUNT_RANGE } from "@/lib/money/calculators";
import { formatAuPhone } from "@/lib/validation/contact";
import type { z } from "zod";
import type { Lead } from "./types";

type Values = z.input<typeof leadConversionFormSchema>;
type Name = keyof Values & string;

const SELECTS: { name: Name; label: string; options: readonly { value: string | number; label: string }[] }[] = [
  { name: "purpose", label: "Funding purpose", options: PURPOSE_OPTIONS },
  { name: "term", label: "Term", options: TERM_OPTIONS.map((t) => ({ value: t, label: `${t} months` })) },
  { name: "creditProfile", label: "Credit profile", options: CREDIT_PROFILE_OPTIONS },
  { name: "timeInBusiness", label: "Time in business", options: TIME_IN_BUSINESS_OPTIONS },
  { name: "industry", label: "Industry (optional)", options: INDUSTRY_OPTIONS },
];
const INPUTS: { name: Name; label: string; type?: string; required?: boolean; hint?: string }[] = [
  { name: "amount", label: "Loan amount ($)", type: "number", required: true, hint: "In steps of $5,000" },
  { name: "monthlyTurnover", label: "Monthly turnover ($)", type: "number", required: true },
  { name: "companyName", label: "Company name", required: true },
  { name: "abnNumber", label: "ABN (optional)" },
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "phone", label: "Phone", type: "tel", required: true },
];

/** The lead's details as the form's starting values (the amount rounded onto the wizard's steps). */
function prefill(lead: Lead): Values {
  const [firstName = "", ...rest] = lead.contactName.trim().split(/\s+/);
  const amount = Number.parseInt(lead.loanAmount, 10);
  const { min, max, step } = WIZARD_AMOUNT_RANGE;
  return {
    purpose: "" as Values["purpose"],
    amount: Number.isFinite(amount) ? String(Math.min(max, Math.max(min, Math.round(amount / step) * step))) : "",
    term: "",
    monthlyTurnover: "",
    creditProfile: "" as Values["creditProfile"],
    timeInBusiness: "" as Values["timeInBusiness"],
    companyName: lead.businessName,
    abnNumber: "",
    industry: "",
    leadId: lead.id,
    firstName,
    lastName: rest.join(" "),
    phone: lead.phone ?? "",
    clientAuthority: false,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The form's answers: the spec's toast for a conversion (inline without JavaScript); a refusal is shown in the form. */
function said(state: ConvertLeadFormState) {
  return state.applicationNumber
    ? ({
        kind: "success",
        title: "Sent to your client",
        description: `Application ${state.applicationNumber} is awaiting client confirmation.`,
      } as const)
    : null;
}

/**
 * 'Convert to application' (ADR 019): the wizard's questions on one page, prefilled from the lead and
 * checked by the wizard's own schema (as the server checks them). The application goes to the lead's
 * e-mail and waits there for the client to confirm it and consent to the soft credit check. On the
 * one form pattern (ADR 055): it posts to the convertLeadAction, with or without JavaScript.
 */
export function ConvertLeadForm({ lead, onConverted }: { lead: Lead; onConverted: () => void }) {
  const [defaults] = useState(() => prefill(lead));
  const af = useActionForm({
    action: convertLeadAction,
    schema: () => import("@/lib/leads/schema").then((m) => m.leadConversionFormSchema),
    defaults,
    say: said,
    onDone: onConverted,
  });
  const { register, setValue } = af.form;
  const typed = (name: Name) => af.typed(name) ?? String(defaults[name] ?? "");
  const control = (name: Name, hint?: string) => {
    const error = af.error(name);
    return {
      id: `convert-${name}`,
      "aria-invalid": !!error,
      "aria-describedby": describedBy(`convert-${name}`, { hint, error }),
    };
  };
  // The server's refusal (a lost lead, a spent limit, or the first field's problem), shown in the form.
  const refusal = af.state.error;
  const authorityError = af.error("clientAuthority");

  return (
    <form {...af.formProps} aria-label="Convert lead to application" className="grid gap-3 sm:grid-cols-2">
      <ActionNotice notice={af.notice} className="sm:col-span-2" />
      <input type="hidden" defaultValue={lead.id} {...register("leadId")} />
      <input type="hidden" defaultValue={typed("idempotencyKey")} {...register("idempotencyKey")} />
      <p className="text-sm sm:col-span-2">
        The application is made for <strong>{lead.email}</strong>. We e-mail your client a link to review it, agree to
        the soft credit check and confirm; until then it is not submitted.
      </p>
      {SELECTS.map(({ name, label, options }) => (
        <FormField
          key={name}
          id={`convert-${name}`}
          label={label}
          error={af.error(name)}
          required={name !== "industry"}
        >
          <NativeSelect defaultValue={typed(name)} {...control(name)} {...register(name)}>
            <ChooseOptions options={options} />
          </NativeSelect>
        </FormField>
      ))}
      {INPUTS.map(({ name, label, type, required, hint }) => (
        <FormField
          key={name}
          id={`convert-${name}`}
          label={label}
          error={af.error(name)}
          required={required}
          hint={hint}
        >
          <Input
            type={type ?? "text"}
            defaultValue={typed(name)}
            {...control(name, hint)}
            {...register(
              name,
              name === "phone" ? { onChange: (ev) => setValue("phone", formatAuPhone(ev.target.value)) } : {},
            )}
          />
        </FormField>
      ))}
      <div className="grid gap-1 sm:col-span-2">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            value="true"
            defaultChecked={af.typed("clientAuthority") === "true"}
            {...control("clientAuthority")}
            {...register("clientAuthority")}
          />
          <span>
            My client asked me to apply on their behalf. They will confirm the application and consent to the soft
            credit check themselves.
          </span>
        </label>
        {authorityError ? (
          <p id="convert-clientAuthority-error" role="alert" className="text-sm text-destructive">
            {authorityError}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {refusal}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={af.pending}>
          {af.pending ? "Submitting..." : "Submit for client confirmation"}
        </Button>
      </div>
    </form>
  );
}
