"use client";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { ConsentNotice } from "./consent-notice";

/** The soft-credit-check consent as a form's boolean field (the wizard's and the held-application page's). */
export function ConsentCheckbox<T extends FieldValues, O extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            ref={field.ref}
            // Named, so a form posted without JavaScript sends it (ADR 055); "true" as JSON's true.
            name={field.name}
            value="true"
            checked={field.value === true || field.value === "true"}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.checked)}
          />
          <ConsentNotice />
        </label>
      )}
    />
  );
}
