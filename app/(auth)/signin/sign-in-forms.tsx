"use client";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { passwordSignIn, requestSignInLink, verifySignInLink, type SignInState } from "./actions";

export function PasswordForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(passwordSignIn, {});
  return (
    <form action={action} className="grid gap-3" aria-label="Sign in with email and password">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="grid gap-1.5">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" required minLength={8} />
      </div>
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

export function LinkRequestForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(requestSignInLink, {});
  return (
    <form action={action} className="grid gap-3" aria-label="Email me a sign-in link">
      <div className="grid gap-1.5">
        <Label htmlFor="link-email">Email</Label>
        <Input id="link-email" name="email" type="email" autoComplete="email" required />
      </div>
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      {state.sent ? (
        <p role="status" className="text-sm text-success">
          If that address has an account, a sign-in link is on its way. It works once and expires in 30 minutes.
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={pending}>
        Email me a sign-in link
      </Button>
    </form>
  );
}

export function VerifyLinkForm({ token, callbackUrl }: { token: string; callbackUrl: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(verifySignInLink, {});
  return (
    <form action={action} className="grid gap-3">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        Continue to my portal
      </Button>
    </form>
  );
}
