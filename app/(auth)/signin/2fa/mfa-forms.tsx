"use client";
import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { AuthField, AuthForm } from "../auth-form";
import { enrolAction, verifyAction, type MfaState } from "./actions";

/**
 * The whole second-factor panel as ONE component: the enrolment action sets the session cookie, so
 * Next.js re-renders the page (now "enrolled") in the same response; keeping the enrolment state here,
 * above the enrol/verify switch, keeps the one-time recovery codes on screen through that re-render.
 */
export function MfaPanel({
  enrolment,
  callbackUrl,
}: {
  enrolment: { secret: string; qr: string } | null;
  callbackUrl: string;
}) {
  const [state, action, pending] = useActionState<MfaState, FormData>(enrolAction, {});
  if (state.recoveryCodes) {
    return (
      <div className="grid gap-3">
        <p role="status" className="font-medium">
          Two-factor authentication is on.
        </p>
        <p>Save these recovery codes somewhere safe. Each works once if you lose your authenticator.</p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
          {state.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button asChild>
          <Link href="/staff">Continue to the Staff Portal</Link>
        </Button>
      </div>
    );
  }
  if (!enrolment) return <VerifyForm callbackUrl={callbackUrl} />;
  const { secret, qr } = enrolment;
  return (
    <AuthForm action={action} state={state} pending={pending} submit="Turn on two-factor authentication">
      <p>
        Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy...), or type in the setup
        key, then enter the 6-digit code it shows.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {/* A data: URL made on the server: nothing for next/image to optimise. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={qr}
          width={176}
          height={176}
          alt="QR code to add BizFund to your authenticator app"
          className="rounded-md border border-border bg-white"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-sm font-medium">Setup key</p>
          <p className="rounded-md bg-muted p-3 font-mono text-sm break-all" data-testid="totp-secret">
            {secret}
          </p>
        </div>
      </div>
      <AuthField
        label="Authentication code"
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        pattern="[0-9 ]{6,7}"
      />
    </AuthForm>
  );
}

function VerifyForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState<MfaState, FormData>(verifyAction, {});
  return (
    <AuthForm action={action} state={state} pending={pending} hidden={{ callbackUrl }} submit="Verify">
      <AuthField
        label="Authentication code or recovery code"
        id="code"
        name="code"
        autoComplete="one-time-code"
        required
      />
    </AuthForm>
  );
}
