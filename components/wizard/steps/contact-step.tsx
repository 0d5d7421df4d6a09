"use client";
import { useEffect, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { wizardContactSchema } from "@/lib/applications/wizard-schema";
import { formatAuPhone } from "@/lib/validation/contact-rules";
import { ConsentCheckbox } from "../consent-checkbox";
import type { WizardForm } from "../wizard-values";

type TextField = "firstName" | "lastName" | "email" | "phone";

/** One contact field; its error shows once the applicant has left it (the form validates on blur). */
function ContactField({
  form,
  name,
  label,
  clean = (v) => v,
  ...input
}: {
  form: WizardForm;
  name: TextField;
  label: string;
  clean?: (v: string) => string;
} & Omit<React.ComponentProps<typeof Input>, "form" | "name">) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <div className="grid gap-1.5">
          <Label htmlFor={name}>{label}</Label>
          <Input
            id={name}
            // Named, so the form's POST carries it (ADR 055).
            name={field.name}
            required
            {...input}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(clean(e.target.value))}
            aria-invalid={!!error}
            aria-describedby={error ? `${name}-error` : undefined}
          />
          {error ? (
            <p id={`${name}-error`} className="text-sm text-destructive">
              {error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}

/**
 * Why 'View Quotes' is disabled, in words (the consent box is small and easy to miss), or null when it
 * is not. `contact` is the shared contact schema once it has loaded (ADR 035: it comes with zod, on the
 * first touch of the wizard, long before step 10); until then only blanks and the consent are checked,
 * and the form's resolver still checks everything when it is sent.
 */
export function viewQuotesBlocked(
  values: Record<TextField | "consentSoftCheck", unknown>,
  contact: Pick<typeof wizardContactSchema, "safeParse"> | null,
): string | null {
  const { consentSoftCheck, ...fields } = values;
  if (Object.values(fields).some((v) => !v)) return "Fill in your name, e-mail and phone to view your quotes.";
  if (contact && !contact.safeParse({ ...values, consentSoftCheck: true }).success)
    return "Check your e-mail and phone to view your quotes.";
  return consentSoftCheck === true ? null : "Tick the soft credit check consent above to view your quotes.";
}

/** The wizard's contact schema, once loaded. */
function useContactSchema() {
  const [schema, setSchema] = useState<typeof wizardContactSchema | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/applications/wizard-schema").then((m) => live && setSchema(() => m.wizardContactSchema));
    return () => {
      live = false;
    };
  }, []);
  return schema;
}

/** The earlier steps' answers, posted with the contact step as hidden fields. */
const EARLIER = [
  "purpose",
  "amount",
  "term",
  "monthlyTurnover",
  "creditProfile",
  "timeInBusiness",
  "companyName",
  "abnNumber",
  "industry",
] as const;

/**
 * Step 10: where to send the quotes, and the soft-credit-check consent. Its form is the wizard's
 * submission (ADR 055): a POST to the server action `submitWizard` (lib/applications/wizard-actions.ts)
 * with every answer, the earlier steps' as hidden fields, checked in the browser first (`onSubmit`).
 */
export function ContactStep({
  form,
  action,
  onSubmit,
  envelope,
  submitting,
  submitError,
}: {
  form: WizardForm;
  action: (data: FormData) => void;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  /** The submission's key (a double submit answers the first) and the broker's lead, if any. */
  envelope: { idempotencyKey: string; leadId?: string };
  submitting: boolean;
  submitError: string | null;
}) {
  const earlier = useWatch({ control: form.control, name: [...EARLIER] });
  const [firstName, lastName, email, phone, consentSoftCheck] = useWatch({
    control: form.control,
    name: ["firstName", "lastName", "email", "phone", "consentSoftCheck"],
  });
  const contact = useContactSchema();
  const why = viewQuotesBlocked({ firstName, lastName, email, phone, consentSoftCheck }, contact);
  return (
    <form action={action} onSubmit={onSubmit} className="grid gap-4" aria-label="Contact details" noValidate>
      {EARLIER.map((name, i) => (
        <input key={name} type="hidden" name={name} value={String(earlier[i] ?? "")} />
      ))}
      <input type="hidden" name="idempotencyKey" value={envelope.idempotencyKey} />
      {envelope.leadId ? <input type="hidden" name="leadId" value={envelope.leadId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <ContactField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <ContactField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        clean={(v) => v.replace(/\s/g, "")}
      />
      <ContactField
        form={form}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="0400 123 456"
        clean={formatAuPhone}
      />
      <ConsentCheckbox control={form.control} name="consentSoftCheck" />
      {submitError ? (
        <p role="alert" className="text-sm text-destructive">
          {submitError}
        </p>
      ) : null}
      <Button type="submit" disabled={!!why || submitting} aria-describedby={why ? "view-quotes-why" : undefined}>
        {submitting ? "Submitting..." : "View Quotes"}
      </Button>
      {why ? (
        <p id="view-quotes-why" className="text-sm text-muted-foreground">
          {why}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        We e-mail you a link to confirm your address and follow your application (we create your account if this address
        has none).
      </p>
    </form>
  );
}
