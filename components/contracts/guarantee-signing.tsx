"use client";
import { useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { sendGuaranteeCodeAction, signGuaranteeAction, type GuaranteeFormState } from "@/lib/contracts/actions";
import { GUARANTEE_CONSENT_TEXT } from "@/lib/contracts/guarantor-schema";

const schemas = () => import("@/lib/contracts/guarantor-schema");

interface Props {
  token: string;
  name: string;
  applicationNumber: string;
  businessName: string;
  lenderName: string;
  sms: boolean;
}

/**
 * The guarantor reads the lender's contract, asks for a one-time code (e-mail, and SMS where a mobile
 * is on file), then types their name as on file, ticks the consent and signs (ADR 055, 067).
 */
export function GuaranteeSigning(props: Props) {
  const [signed, setSigned] = useState(false);
  if (signed)
    return (
      <p role="status" className="rounded-md border border-success p-3 text-success">
        Your guarantee is signed. Thank you, {props.name}. We have recorded it; this link no longer works.
      </p>
    );
  return (
    <div className="grid gap-6">
      <p>
        {props.name}, you are named as a director or guarantor of {props.businessName} on application{" "}
        {props.applicationNumber}. {props.lenderName} has issued the loan contract; its guarantee needs your signature.
      </p>
      <p>
        <a className="underline" href={`/api/guarantees/${props.token}/contract`}>
          Download the contract (PDF)
        </a>
      </p>
      <CodeForm token={props.token} sms={props.sms} />
      <SignForm token={props.token} onSigned={() => setSigned(true)} />
    </div>
  );
}

function CodeForm({ token, sms }: { token: string; sms: boolean }) {
  const af = useActionForm({
    action: sendGuaranteeCodeAction,
    schema: () => schemas().then((m) => m.guaranteeCodeSchema),
    defaults: { token },
    say: (s: GuaranteeFormState): Notice | null =>
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

function SignForm({ token, onSigned }: { token: string; onSigned: () => void }) {
  const af = useActionForm({
    action: signGuaranteeAction,
    schema: () => schemas().then((m) => m.signGuaranteeSchema),
    defaults: { token, code: "", fullName: "", consent: false as unknown as true },
    say: (s: GuaranteeFormState): Notice | null =>
      s.signed
        ? { kind: "success", title: "Guarantee signed", description: "Thank you. We have recorded your signature." }
        : s.error
          ? { kind: "error", title: "Not signed", description: s.error }
          : null,
    onDone: (s) => (s.signed ? onSigned() : undefined),
  });
  const codeError = af.error("code");
  const nameError = af.error("fullName");
  const consentError = af.error("consent");
  return (
    <form {...af.formProps} aria-label="Sign the guarantee" className="grid gap-3">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={token} {...af.form.register("token")} />
      <FormField id="guarantee-code" label="Code" error={codeError} required>
        <Input
          id="guarantee-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={!!codeError}
          aria-describedby={describedBy("guarantee-code", { error: codeError })}
          {...af.form.register("code")}
        />
      </FormField>
      <FormField
        id="guarantee-full-name"
        label="Your full name"
        hint="As it appears on the application."
        error={nameError}
        required
      >
        <Input
          id="guarantee-full-name"
          autoComplete="name"
          defaultValue={af.typed("fullName")}
          aria-invalid={!!nameError}
          aria-describedby={describedBy("guarantee-full-name", { error: nameError, hint: "yes" })}
          {...af.form.register("fullName")}
        />
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm" htmlFor="guarantee-consent">
          <input
            id="guarantee-consent"
            type="checkbox"
            className="mt-1"
            aria-invalid={!!consentError}
            aria-describedby={consentError ? "guarantee-consent-error" : undefined}
            {...af.form.register("consent")}
          />
          <span>{GUARANTEE_CONSENT_TEXT}</span>
        </label>
        {consentError ? (
          <p id="guarantee-consent-error" role="alert" className="text-sm text-destructive">
            {consentError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={af.pending}>
          Sign the guarantee
        </Button>
      </div>
    </form>
  );
}
