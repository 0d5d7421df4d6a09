"use client";
import { get, useFieldArray, useFormContext } from "react-hook-form";
import { AU_STATES } from "@/lib/applications/full-application/address";
import {
  MAX_DIRECTORS,
  emptyDirector,
  type FullApplicationValues,
} from "@/lib/applications/full-application/form-values";
import { AddressFields } from "./address-fields";
import { CheckboxField, RowButton, SelectField, TextField } from "./fields";
import { PanelSection } from "@/components/portal/panel-section";

export interface OnFile {
  id: string;
  dateOfBirth: string | null;
  licenceNumber: string | null;
}

const STATES = AU_STATES.map((s) => ({ value: s.value, label: s.label }));

/** "On file: **\/**\/1980. Leave blank to keep it." — identifiers never come back into the form. */
const keepHint = (shown: string | null | undefined) =>
  shown ? `On file: ${shown}. Leave blank to keep it.` : undefined;

/** Directors and guarantors: one or more rows, added and removed in place. */
export function DirectorsSection({ onFile }: { onFile: OnFile[] }) {
  const { control, formState, register } = useFormContext<FullApplicationValues>();
  // keyName: the rows carry their own stored `id`, which useFieldArray must not overwrite.
  const { fields, append, remove } = useFieldArray({ control, name: "directors", keyName: "key" });
  const stored = new Map(onFile.map((o) => [o.id, o]));
  const rootError = (get(formState.errors, "directors") as { message?: string } | undefined)?.message;
  return (
    <PanelSection
      id="fa-directors"
      title="Directors and guarantors"
      level="h2"
      className="grid gap-4"
      headingClassName="text-lg"
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">Add every director, and anyone who will guarantee the loan.</p>
      ) : null}
      {fields.map((field, i) => {
        const had = stored.get(field.id);
        const who = field.fullName || `Director ${i + 1}`;
        return (
          <fieldset key={field.key} className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-2">
            <legend className="px-1 font-medium">{who}</legend>
            {/* The stored row this one edits (posted with the form; "" for a new row). */}
            <input type="hidden" defaultValue={field.id} {...register(`directors.${i}.id`)} />
            <TextField name={`directors.${i}.fullName`} label="Full name" autoComplete="off" />
            <TextField
              name={`directors.${i}.dateOfBirth`}
              label="Date of birth"
              type="date"
              hint={keepHint(had?.dateOfBirth)}
            />
            <div className="sm:col-span-2">
              <AddressFields name={`directors.${i}.address`} legend="Residential address" />
            </div>
            <TextField
              name={`directors.${i}.licenceNumber`}
              label="Driver licence number"
              autoComplete="off"
              hint={keepHint(had?.licenceNumber)}
            />
            <SelectField name={`directors.${i}.licenceState`} label="Licence issued in" options={STATES} />
            <TextField
              name={`directors.${i}.ownershipPercent`}
              label="Ownership (%)"
              inputMode="numeric"
              hint="Whole percent; all directors together at most 100"
            />
            <TextField
              name={`directors.${i}.email`}
              label="E-mail address"
              type="email"
              autoComplete="off"
              hint="Their own signing link for the guarantee goes here"
            />
            <TextField
              name={`directors.${i}.mobile`}
              label="Mobile (optional)"
              inputMode="tel"
              autoComplete="off"
              hint="For the one-time signing code by SMS"
            />
            <CheckboxField name={`directors.${i}.guarantor`} label="Will guarantee the loan" />
            <div className="sm:col-span-2">
              <RowButton intent={`remove:directors.${i}`} onClick={() => remove(i)} aria-label={`Remove ${who}`}>
                Remove
              </RowButton>
            </div>
          </fieldset>
        );
      })}
      {rootError ? (
        <p role="alert" className="text-sm text-destructive">
          {rootError}
        </p>
      ) : null}
      <div>
        <RowButton
          intent="add:directors"
          disabled={fields.length >= MAX_DIRECTORS}
          onClick={() => append(emptyDirector())}
        >
          Add director or guarantor
        </RowButton>
      </div>
    </PanelSection>
  );
}
