"use client";
import { useActionState, useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  CREDIT_PROFILE_OPTIONS,
  INDUSTRY_OPTIONS,
  PURPOSE_OPTIONS,
  TERM_OPTIONS,
  TIME_IN_BUSINESS_OPTIONS,
} from "@/lib/applications/vocab";
import { submitWizard, type WizardFormState } from "@/lib/applications/wizard-actions";
import { PROMISES } from "@/lib/marketing/promises";
import { WIZARD_AMOUNT_RANGE, WIZARD_TURNOVER_RANGE } from "@/lib/money/calculators";
import { ConsentNotice } from "./consent-notice";

type Field =
  | "purpose"
  | "amount"
  | "term"
  | "monthlyTurnover"
  | "creditProfile"
  | "timeInBusiness"
  | "companyName"
  | "abnNumber"
  | "industry"
  | "firstName"
  | "lastName"
  | "email"
  | "phone";

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/**
 * The wizard without JavaScript (ADR 055): its steps need JavaScript, so the server renders every
 * question on one form (inside `<noscript>`, so nobody with JavaScript sees it), posted to the
 * same server action as step 10's 'View Quotes' (`submitWizard`, POST /api/applications' twin). A
 * refusal shows each field's message with what was typed; a success, the application number, as
 * step 12 does, and how many lenders matched.
 */
export function WizardNoScript() {
  const [state, action] = useActionState<WizardFormState, FormData>(submitWizard, {});
  // A new submission key per page; a refused form keeps its own (a double submit answers the first).
  const [key] = useState(() => crypto.randomUUID());
  const result = state.result;
  if (result)
    return (
      <div className="grid gap-4">
        <p role="status">
          Your application number is <strong className="font-mono">{result.applicationNumber}</strong>.
        </p>
        <p>We&apos;ve e-mailed you a link to confirm your address and open your account. {PROMISES.offersExpected}</p>
        <p>
          {result.matchedLenders
            ? `${result.matchedLenders} of our ${result.panelSize} lenders matched your answers: you will see them in your portal once you confirm your address.`
            : "No lender on our panel matched these answers. A specialist will look at your application and call you about other options."}
        </p>
      </div>
    );
  const typed = (name: string) => state.values?.[name];
  const error = (name: Field | "consentSoftCheck") => state.fields?.[name]?.[0];
  const control = (name: Field, hint?: string) => ({
    id: `nojs-${name}`,
    name,
    defaultValue: typed(name),
    "aria-invalid": !!error(name),
    "aria-describedby": describedBy(`nojs-${name}`, { hint, error: error(name) }),
  });
  const field = (name: Field, label: string, input: React.ReactNode, hint?: string) => (
    <FormField
      id={`nojs-${name}`}
      label={label}
      hint={hint}
      error={error(name)}
      required={name !== "abnNumber" && name !== "industry"}
    >
      {input}
    </FormField>
  );
  const amountHint = `$${WIZARD_AMOUNT_RANGE.min.toLocaleString("en-AU")} to $${WIZARD_AMOUNT_RANGE.max.toLocaleString("en-AU")}, in steps of $${WIZARD_AMOUNT_RANGE.step.toLocaleString("en-AU")}`;
  const turnoverHint = `$${WIZARD_TURNOVER_RANGE.min.toLocaleString("en-AU")} to $${WIZARD_TURNOVER_RANGE.max.toLocaleString("en-AU")}, in steps of $${WIZARD_TURNOVER_RANGE.step.toLocaleString("en-AU")}`;
  return (
    <form action={action} aria-label="Apply for business funding" className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Without JavaScript every question is on this one form. Your answers are sent only when you press View Quotes.
      </p>
      {state.error ? (
        <ActionNotice
          notice={{
            kind: "error",
            title: "We couldn't submit your application",
            description: state.error,
          }}
        />
      ) : null}
      <input type="hidden" name="idempotencyKey" value={typed("idempotencyKey") ?? key} />
      {field(
        "purpose",
        "What are the funds for?",
        <NativeSelect {...control("purpose")}>
          <option value="">Choose…</option>
          {options(PURPOSE_OPTIONS)}
        </NativeSelect>,
      )}
      {field(
        "amount",
        "How much do you need? ($)",
        <Input
          inputMode="numeric"
          {...control("amount", amountHint)}
          defaultValue={typed("amount") ?? String(WIZARD_AMOUNT_RANGE.default)}
        />,
        amountHint,
      )}
      {field(
        "term",
        "Term",
        <NativeSelect {...control("term")} defaultValue={typed("term") ?? "24"}>
          {TERM_OPTIONS.map((t) => (
            <option key={t} value={t}>
              {t} months
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        "monthlyTurnover",
        "Monthly turnover ($)",
        <Input
          inputMode="numeric"
          {...control("monthlyTurnover", turnoverHint)}
          defaultValue={typed("monthlyTurnover") ?? String(WIZARD_TURNOVER_RANGE.default)}
        />,
        turnoverHint,
      )}
      {field(
        "creditProfile",
        "Credit profile",
        <NativeSelect {...control("creditProfile")}>
          <option value="">Choose…</option>
          {options(CREDIT_PROFILE_OPTIONS)}
        </NativeSelect>,
      )}
      {field(
        "timeInBusiness",
        "Time in business",
        <NativeSelect {...control("timeInBusiness")}>
          <option value="">Choose…</option>
          {options(TIME_IN_BUSINESS_OPTIONS)}
        </NativeSelect>,
      )}
      {field("companyName", "Company name", <Input autoComplete="organization" {...control("companyName")} />)}
      {field("abnNumber", "ABN (optional)", <Input inputMode="numeric" {...control("abnNumber")} />)}
      {field(
        "industry",
        "Industry (optional)",
        <NativeSelect {...control("industry")}>
          <option value="">Not sure</option>
          {options(INDUSTRY_OPTIONS)}
        </NativeSelect>,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "First name", <Input autoComplete="given-name" {...control("firstName")} />)}
        {field("lastName", "Last name", <Input autoComplete="family-name" {...control("lastName")} />)}
      </div>
      {field("email", "Email", <Input type="email" autoComplete="email" {...control("email")} />)}
      {field(
        "phone",
        "Phone",
        <Input type="tel" autoComplete="tel" placeholder="0400 123 456" {...control("phone")} />,
      )}
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="consentSoftCheck"
            value="true"
            className="mt-1"
            defaultChecked={typed("consentSoftCheck") === "true"}
            aria-invalid={!!error("consentSoftCheck")}
            aria-describedby={error("consentSoftCheck") ? "nojs-consent-error" : undefined}
          />
          <ConsentNotice />
        </label>
        {error("consentSoftCheck") ? (
          <p id="nojs-consent-error" className="text-sm text-destructive">
            {error("consentSoftCheck")}
          </p>
        ) : null}
      </div>
      <Button type="submit">View Quotes</Button>
      <p className="text-xs text-muted-foreground">
        We e-mail you a link to confirm your address and follow your application (we create your account if this address
        has none).
      </p>
    </form>
  );
}
