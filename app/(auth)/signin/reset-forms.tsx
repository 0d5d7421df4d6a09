"use client";
import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
    <form action={action} className="grid gap-3">
      <Label htmlFor="email">Email</Label>
      <Input id="email" name="email" type="email" autoComplete="email" required />
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        Send reset link
      </Button>
    </form>
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
  return (
    <form action={action} className="grid gap-3">
      <input type="hidden" name="token" value={token} />
      <Label htmlFor="password">New password</Label>
      <Input id="password" name="password" type="password" autoComplete="new-password" minLength={8} required />
      <Label htmlFor="confirm">Confirm new password</Label>
      <Input id="confirm" name="confirm" type="password" autoComplete="new-password" minLength={8} required />
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        Change password
      </Button>
    </form>
  );
}
