"use client";
import { get, useFormContext, type Path } from "react-hook-form";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChooseOptions, NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { FullApplicationValues } from "@/lib/applications/full-application/form-values";

type Name = Path<FullApplicationValues>;

interface FieldProps {
  name: Name;
  label: string;
  hint?: string;
  className?: string;
}

/** The id, error and ARIA wiring every control of the full application shares. */
function useField(name: Name, hint?: string) {
  const { register, formState } = useFormContext<FullApplicationValues>();
  const id = `fa-${name.replaceAll(".", "-")}`;
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const control = { id, "aria-invalid": !!error, "aria-describedby": describedBy(id, { hint, error }) };
  return { id, error, control, register: () => register(name) };
}

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
      <Input type={type} autoComplete={autoComplete} inputMode={inputMode} {...f.control} {...f.register()} />
    </FormField>
  );
}

export function TextAreaField({ name, label, hint, className }: FieldProps) {
  const f = useField(name, hint);
  return (
    <FormField id={f.id} label={label} hint={hint} error={f.error} className={className}>
      <Textarea rows={4} {...f.control} {...f.register()} />
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
      <NativeSelect {...f.control} {...f.register()}>
        <ChooseOptions options={options} />
      </NativeSelect>
    </FormField>
  );
}

export function CheckboxField({ name, label }: { name: Name; label: string }) {
  const f = useField(name);
  return (
    <div className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4" {...f.control} {...f.register()} />
      <label htmlFor={f.id}>{label}</label>
    </div>
  );
}

export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
