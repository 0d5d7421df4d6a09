"use client";
import { createContext, useContext } from "react";
import { get, useFormContext, type Path } from "react-hook-form";
import { useHydrated } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChooseOptions, NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ROW_INTENT } from "@/lib/applications/full-application/form-data";
import type { FullApplicationValues } from "@/lib/applications/full-application/form-values";

type Name = Path<FullApplicationValues>;

interface FieldProps {
  name: Name;
  label: string;
  hint?: string;
  className?: string;
}

/**
 * The id, error and ARIA wiring every control of the full application shares, and its value in the
 * server's HTML (react-hook-form fills its fields only in the browser; without JavaScript the form
 * is posted as the server rendered it, ADR 055).
 */
function useField(name: Name, hint?: string) {
  const { register, formState } = useFormContext<FullApplicationValues>();
  const posted = useContext(PostedErrors);
  const hydrated = useHydrated();
  const id = `fa-${name.replaceAll(".", "-")}`;
  // The browser's check once hydrated; before, the server's answer to the form posted without JavaScript.
  const error = hydrated
    ? (get(formState.errors, name) as { message?: string } | undefined)?.message
    : posted?.[name]?.[0];
  const control = { id, "aria-invalid": !!error, "aria-describedby": describedBy(id, { hint, error }) };
  const value: unknown = get(formState.defaultValues, name);
  return {
    id,
    error,
    control,
    shown: typeof value === "string" ? value : "",
    ticked: value === true || value === "true",
    register: () => register(name),
  };
}

/** The server's field errors for a form posted without JavaScript (the action's `fields`, by path). */
export const PostedErrors = createContext<Record<string, string[]> | undefined>(undefined);

export function TextField({
  name,
  label,
  hint,
  className,
  type = "text",
  autoComplete,
  inputMode,
}: FieldProps & {
  type?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
}) {
  const f = useField(name, hint);
  return (
    <FormField id={f.id} label={label} hint={hint} error={f.error} className={className}>
      <Input
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={f.shown}
        {...f.control}
        {...f.register()}
      />
    </FormField>
  );
}

export function TextAreaField({ name, label, hint, className }: FieldProps) {
  const f = useField(name, hint);
  return (
    <FormField id={f.id} label={label} hint={hint} error={f.error} className={className}>
      <Textarea rows={4} defaultValue={f.shown} {...f.control} {...f.register()} />
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  hint,
  className,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const f = useField(name, hint);
  return (
    <FormField id={f.id} label={label} hint={hint} error={f.error} className={className}>
      <NativeSelect defaultValue={f.shown} {...f.control} {...f.register()}>
        <ChooseOptions options={options} />
      </NativeSelect>
    </FormField>
  );
}

export function CheckboxField({ name, label }: { name: Name; label: string }) {
  const f = useField(name);
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        value="true"
        className="size-4"
        defaultChecked={f.ticked}
        {...f.control}
        {...f.register()}
      />
      <label htmlFor={f.id}>{label}</label>
    </div>
  );
}

export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/**
 * A row's Add or Remove button. With JavaScript it changes the rows in place (`onClick`); without, it
 * submits the form with its intent (`rowIntent`), which saves what was typed and shows the form again
 * with the row added or removed (lib/applications/full-application/form-data.ts).
 */
export function RowButton({
  intent,
  onClick,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type" | "name" | "value"> & { intent: string; onClick: () => void }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Button type="button" variant="outline" onClick={onClick} {...props} />
  ) : (
    <Button type="submit" variant="outline" name={ROW_INTENT} value={intent} formNoValidate {...props} />
  );
}
