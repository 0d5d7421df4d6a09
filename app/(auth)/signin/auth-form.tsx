"use client";
import type { ComponentProps, ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A labelled input of the sign-in, reset and second-factor forms. */
export function AuthField({ label, id, ...input }: { label: string; id: string } & ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
    </div>
  );
}

/** The e-mail address field, showing what was typed when the action refused it (keepTyped). */
export function EmailField({ id, typed }: { id: string; typed?: Record<string, string> }) {
  return (
    <AuthField
      label="Email"
      id={id}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={typed?.email}
    />
  );
}

/**
 * The shell every sign-in, reset and second-factor form shares: hidden values, the fields, the
 * action's error (announced), an optional notice, and the submit button, disabled while it runs.
 */
export function AuthForm({
  action,
  state,
  pending,
  submit,
  hidden = {},
  notice,
  variant,
  label,
  children,
}: {
  action: (form: FormData) => void;
  state: { error?: string };
  pending: boolean;
  submit: ReactNode;
  hidden?: Record<string, string>;
  notice?: ReactNode;
  variant?: ButtonProps["variant"];
  /** The form's accessible name, where a page holds more than one. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <form action={action} className="grid gap-3" aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      {notice}
      <Button type="submit" variant={variant} disabled={pending}>
        {submit}
      </Button>
    </form>
  );
}
