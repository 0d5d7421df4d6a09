"use client";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { submitJson, type SubmitResult } from "@/lib/http/send-json";
import { formatAuPhone } from "@/lib/validation/contact-rules";

export interface FieldSpec<T extends FieldValues> {
  name: Path<T>;
  label: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  phone?: boolean;
  /** A wrapper's classes (a field across both columns). */
  wrap?: string;
}

function Field<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  required,
  multiline,
  phone,
  prefix,
}: Omit<FieldSpec<T>, "wrap"> & { form: UseFormReturn<T>; prefix: string }) {
  const id = `${prefix}-${name}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  const common = {
    id,
    "aria-invalid": !!error,
    "aria-describedby": describedBy(id, { error }),
    "aria-required": required,
  };
  const reg = form.register(
    name,
    phone
      ? { onChange: (e: { target: { value: string } }) => form.setValue(name, formatAuPhone(e.target.value) as never) }
      : {},
  );
  return (
    <FormField id={id} label={label} error={error} required={required}>
      {multiline ? <Textarea rows={5} {...common} {...reg} /> : <Input type={type} {...common} {...reg} />}
    </FormField>
  );
}

/** A field bots fill in and people never see or reach. */
function Honeypot<T extends FieldValues>({ form, name }: { form: UseFormReturn<T>; name: Path<T> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
      <label>
        Leave this empty
        <input tabIndex={-1} autoComplete="off" {...form.register(name)} />
      </label>
    </div>
  );
}

function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, fields?: Record<string, string[]>) {
  for (const [k, v] of Object.entries(fields ?? {})) form.setError(k as Path<T>, { message: v[0] });
}

/** A refusal of a public form: its status, message and field errors. */
export type Posted = Extract<SubmitResult<object>, { ok: false }>;

/** Posts the valid values; a refusal puts the server's field errors on the fields, then says its words. */
export function submitTo<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  url: string,
  said: { refused: (r: Posted) => void; sent: () => void; invalid?: () => void },
) {
  return form.handleSubmit(async (values) => {
    const r = await submitJson(url, values);
    if (!r.ok) {
      applyServerErrors(form, r.fields);
      said.refused(r);
      return;
    }
    said.sent();
    form.reset();
  }, said.invalid);
}

/** A public form: its fields from data, the honeypot, and the submit button, disabled while it posts. */
export function PublicForm<T extends FieldValues>({
  form,
  prefix,
  label,
  className,
  fields,
  honeypot,
  submit,
  submitWrap = "sm:col-span-2",
  onSubmit,
}: {
  form: UseFormReturn<T>;
  prefix: string;
  label: string;
  className: string;
  fields: FieldSpec<T>[];
  honeypot: Path<T>;
  submit: string;
  submitWrap?: string | null;
  onSubmit: () => void;
}) {
  const button = (
    <Button type="submit" disabled={form.formState.isSubmitting}>
      {submit}
    </Button>
  );
  return (
    <form noValidate aria-label={label} className={`relative ${className}`} onSubmit={onSubmit}>
      {fields.map(({ wrap, ...spec }) => {
        const field = <Field key={spec.name} form={form} prefix={prefix} {...spec} />;
        return wrap ? (
          <div key={spec.name} className={wrap}>
            {field}
          </div>
        ) : (
          field
        );
      })}
      <Honeypot form={form} name={honeypot} />
      {submitWrap ? <div className={submitWrap}>{button}</div> : button}
    </form>
  );
}
