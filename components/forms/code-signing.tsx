"use client";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { TypedResult } from "@/lib/http/form-values";
import type { z } from "@/lib/validation/zod";

/**
 * The two forms of a personal signing link (a guarantor's guarantee, ADR 067; a director's credit
 * consent, ADR 083): "Send me a code", then the code, the name as on file and the tick. Each link
 * brings its own server actions, schemas and words; the fields and their checks are the same.
 */
type CodeValues = { token: string };
type SignValues = { token: string; code: string; fullName: string; consent: true | "on" };

export interface CodeState extends TypedResult {
  codeSent?: boolean;
  sms?: boolean;
}

export function SendCodeForm<R extends CodeState>({
  token,
  sms,
  action,
  schema,
}: {
  token: string;
  sms: boolean;
  action: (previous: R, form: FormData) => Promise<R>;
  schema: () => Promise<z.ZodType<CodeValues, CodeValues>>;
}) {
  const af = useActionForm({
    action,
    schema,
    defaults: { token },
    say: (s: R): Notice | null =>
      s.codeSent
        ? {
            kind: "success",
            title: "Code sent",
            description: `We sent a 6-digit code to your e-mail${s.sms ? " and your mobile" : ""}. It expires in 10 minutes.`,
          }
        : s.error
          ? { kind: "error", title: "No code sent", description: s.error }
          : null,
  });
  return (
    <form {...af.formProps} aria-label="Send me a code" className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={token} {...af.form.register("token")} />
      <p className="text-sm">
        To check it is you, we send a one-time code to your e-mail address{sms ? " and your mobile" : ""}.
      </p>
      <div>
        <Button type="submit" variant="outline" disabled={af.pending}>
          Send me a code
        </Button>
      </div>
    </form>
  );
}

export function SignWithCodeForm<R extends TypedResult>({
  token,
  action,
  schema,
  idPrefix,
  name,
  confirmText,
  done,
  success,
  failureTitle,
  onDone,
}: {
  token: string;
  action: (previous: R, form: FormData) => Promise<R>;
  schema: () => Promise<z.ZodType<SignValues, SignValues>>;
  /** Prefix of the fields' ids ("guarantee", "director"). */
  idPrefix: string;
  /** The form's name and its button's words ("Sign the guarantee", "Give my consent"). */
  name: string;
  confirmText: string;
  /** Whether the answer recorded the signature or consent. */
  done: (state: R) => boolean;
  success: Notice;
  failureTitle: string;
  onDone: () => void;
}) {
  const af = useActionForm({
    action,
    schema,
    defaults: { token, code: "", fullName: "", consent: false as unknown as true },
    say: (s: R): Notice | null =>
      done(s) ? success : s.error ? { kind: "error", title: failureTitle, description: s.error } : null,
    onDone: (s) => (done(s) ? onDone() : undefined),
  });
  const codeError = af.error("code");
  const nameError = af.error("fullName");
  const consentError = af.error("consent");
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form {...af.formProps} aria-label={name} className="grid gap-3">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={token} {...af.form.register("token")} />
      <FormField id={id("code")} label="Code" error={codeError} required>
        <Input
          id={id("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={!!codeError}
          aria-describedby={describedBy(id("code"), { error: codeError })}
          {...af.form.register("code")}
        />
      </FormField>
      <FormField
        id={id("full-name")}
        label="Your full name"
        hint="As it appears on the application."
        error={nameError}
        required
      >
        <Input
          id={id("full-name")}
          autoComplete="name"
          defaultValue={af.typed("fullName")}
          aria-invalid={!!nameError}
          aria-describedby={describedBy(id("full-name"), { error: nameError, hint: "yes" })}
          {...af.form.register("fullName")}
        />
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm" htmlFor={id("consent")}>
          <input
            id={id("consent")}
            type="checkbox"
            className="mt-1"
            aria-invalid={!!consentError}
            aria-describedby={consentError ? id("consent-error") : undefined}
            {...af.form.register("consent")}
          />
          <span>{confirmText}</span>
        </label>
        {consentError ? (
          <p id={id("consent-error")} role="alert" className="text-sm text-destructive">
            {consentError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={af.pending}>
          {name}
        </Button>
      </div>
    </form>
  );
}
