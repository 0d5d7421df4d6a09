"use client";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";

export interface CommissionFormState {
  error?: string;
  fields?: Record<string, string[]>;
  done?: string;
}

/**
 * A staff commission form (remittance import, payout run steps): a plain <form action> that posts
 * without JavaScript too, and shows the action's answer — what was done, or every problem.
 */
export function CommissionForm({
  action,
  submit,
  label,
  children,
  variant = "default",
}: {
  action: (state: CommissionFormState, form: FormData) => Promise<CommissionFormState>;
  submit: string;
  /** The form's accessible name (several run forms share a page). */
  label: string;
  children?: React.ReactNode;
  variant?: "default" | "outline";
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const problems = Object.values(state.fields ?? {}).flat();
  return (
    <form action={formAction} aria-label={label} className="flex flex-wrap items-end gap-2">
      {children}
      <Button type="submit" variant={variant} disabled={pending}>
        {submit}
      </Button>
      <div aria-live="polite" className="basis-full text-sm">
        {state.done ? <p role="status">{state.done}</p> : null}
        {state.error ? (
          <div role="alert" className="text-destructive">
            <p>{state.error}</p>
            {problems.length ? (
              <ul className="list-disc pl-5">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
