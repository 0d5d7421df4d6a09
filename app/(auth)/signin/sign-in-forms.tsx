"use client";
import { useActionState } from "react";
import { passwordSignIn, requestSignInLink, verifySignInLink, type SignInState } from "./actions";
import { AuthField, AuthForm, EmailField } from "./auth-form";

export function PasswordForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(passwordSignIn, {});
  return (
    <AuthForm
      action={action}
      state={state}
      pending={pending}
      label="Sign in with email and password"
      hidden={{ callbackUrl }}
      submit={pending ? "Signing in..." : "Sign In"}
    >
      {/* After a refusal React resets the form to its defaults: the address typed is one of them. */}
      <EmailField id="email" typed={state.values} />
      <AuthField
        label="Password"
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        minLength={8}
      />
    </AuthForm>
  );
}

export function LinkRequestForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(requestSignInLink, {});
  return (
    <AuthForm
      action={action}
      state={state}
      pending={pending}
      label="Email me a sign-in link"
      variant="outline"
      submit="Email me a sign-in link"
      notice={
        state.sent ? (
          <p role="status" className="text-sm text-success">
            If that address has an account, a sign-in link is on its way. It works once and expires in 30 minutes.
          </p>
        ) : null
      }
    >
      <EmailField id="link-email" typed={state.values} />
    </AuthForm>
  );
}

export function VerifyLinkForm({ token, callbackUrl }: { token: string; callbackUrl: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(verifySignInLink, {});
  return (
    <AuthForm
      action={action}
      state={state}
      pending={pending}
      hidden={{ token, callbackUrl }}
      submit="Continue to my portal"
    />
  );
}
