"use client";
import Link from "next/link";
import { useActionState } from "react";
import { AuthField, AuthForm, EmailField } from "./auth-form";
import { forgotAction, resetAction, type ResetState } from "./reset-actions";

export function ForgotForm() {
  const [state, action, pending] = useActionState<ResetState, FormData>(forgotAction, {});
  if (state.done)
    return (
      <p role="status">
        If that address has an account, a reset link is on its way. It works once and expires in 30 minutes.
      </p>
    );
  return (
    <AuthForm action={action} state={state} pending={pending} submit="Send reset link">
      <EmailField id="email" typed={state.values} />
    </AuthForm>
  );
}

export function ResetForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ResetState, FormData>(resetAction, {});
  if (state.done)
    return (
      <p role="status">
        Your password has been changed and every session signed out.{" "}
        <Link className="underline" href="/signin">
          Sign in
        </Link>
      </p>
    );
  const password = { type: "password", autoComplete: "new-password", minLength: 8, required: true } as const;
  return (
    <AuthForm action={action} state={state} pending={pending} hidden={{ token }} submit="Change password">
      <AuthField label="New password" id="password" name="password" {...password} />
      <AuthField label="Confirm new password" id="confirm" name="confirm" {...password} />
    </AuthForm>
  );
}
