"use client";
import { createContext, useContext, type ComponentProps } from "react";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { TypedResult } from "@/lib/http/form-values";

export interface CommissionFormState extends TypedResult {
  done?: string;
}

/** What was typed into the form, as its action's refusal sent it back. */
const Typed = createContext<Record<string, string> | undefined>(undefined);

/**
 * An input of a CommissionForm: its default value, or what was typed when the action refused it (a
 * form posted without JavaScript comes back with it).
 */
export function CommissionInput({ name, defaultValue, ...props }: ComponentProps<typeof Input> & { name: string }) {
  const typed = useContext(Typed)?.[name];
  return <Input name={name} defaultValue={typed ?? defaultValue} {...props} />;
}

/** Its fields are the page's own inputs (and a file): the action checks them, the browser only sends them. */
const anyFields = () => import("@/lib/validation/zod").then(({ z }) => z.object({}));

/**
 * A staff commission form (remittance import, payout run steps, terms): on the one form pattern
 * (ADR 055), it posts to its server action with or without JavaScript and shows the action's answer
 * in place — what was done, or every problem — keeping what was typed after a refusal.
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
  const af = useActionForm({ action, schema: anyFields, defaults: {}, keepValues: true });
  const { state } = af;
  const problems = Object.values(state.fields ?? {}).flat();
  return (
    <form {...af.formProps} aria-label={label} className="flex flex-wrap items-end gap-2">
      <Typed.Provider value={state.values}>{children}</Typed.Provider>
      <Button type="submit" variant={variant} disabled={af.pending}>
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
