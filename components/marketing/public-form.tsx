"use client";
import type { FieldValues, Path } from "react-hook-form";
import { ActionNotice } from "@/components/forms/action-notice";
import type { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PublicFormState } from "@/lib/http/public-form";
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

/** A public form's state, as useActionForm gives it (ADR 055). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActionForm = ReturnType<typeof useActionForm<any, PublicFormState>>;

function Field<T extends FieldValues>({
  af,
  name,
  label,
  type = "text",
  required,
  multiline,
  phone,
  prefix,
}: Omit<FieldSpec<T>, "wrap"> & { af: ActionForm; prefix: string }) {
  const { form } = af;
  const id = `${prefix}-${name}`;
  const error = af.error(name);
  const common = {
    id,
    defaultValue: af.typed(name),
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
function Honeypot({ af, name }: { af: ActionForm; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
      <label>
        Leave this empty
        <input tabIndex={-1} autoComplete="off" {...af.form.register(name)} />
      </label>
    </div>
  );
}

/**
 * A public form on the one form pattern (useActionForm): its fields from data, the honeypot, the
 * notice shown without JavaScript, and the submit button, disabled while it posts.
 */
export function PublicForm<T extends FieldValues>({
  af,
  prefix,
  label,
  className,
  fields,
  honeypot,
  hidden = {},
  submit,
  submitWrap = "sm:col-span-2",
}: {
  af: ActionForm;
  prefix: string;
  label: string;
  className: string;
  fields: FieldSpec<T>[];
  honeypot: Path<T>;
  /** Fixed values the form sends (a partner form's program). */
  hidden?: Record<string, string>;
  submit: string;
  submitWrap?: string | null;
}) {
  const button = (
    <Button type="submit" disabled={af.pending}>
      {submit}
    </Button>
  );
  return (
    <form {...af.formProps} aria-label={label} className={`relative ${className}`}>
      {af.notice ? <ActionNotice notice={af.notice} className={submitWrap ?? "w-full"} /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map(({ wrap, ...spec }) => {
        const field = <Field key={spec.name} af={af} prefix={prefix} {...spec} />;
        return wrap ? (
          <div key={spec.name} className={wrap}>
            {field}
          </div>
        ) : (
          field
        );
      })}
      <Honeypot af={af} name={honeypot} />
      {submitWrap ? <div className={submitWrap}>{button}</div> : button}
    </form>
  );
}
