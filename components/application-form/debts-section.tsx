"use client";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useHydrated } from "@/components/forms/use-action-form";
import {
  FACILITY_TYPES,
  MAX_DEBTS,
  emptyDebt,
  type FullApplicationValues,
} from "@/lib/applications/full-application/form-values";
import { CheckboxField, RowButton, SelectField, TextField, YES_NO } from "./fields";
import { PanelSection } from "@/components/portal/panel-section";

/** Existing debts: whether there are any, then one row per facility. */
export function DebtsSection() {
  const { control } = useFormContext<FullApplicationValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "debts", keyName: "key" });
  const hasDebts = useWatch({ control, name: "hasExistingDebts" });
  // Without JavaScript the rows cannot follow the answer above: they are shown (and ignored when it is No).
  const hydrated = useHydrated();
  return (
    <PanelSection id="fa-debts" title="Existing debts" level="h2" className="grid gap-4" headingClassName="text-lg">
      <SelectField name="hasExistingDebts" label="Does the business have existing debts?" options={YES_NO} />
      {hasDebts === "yes" || !hydrated ? (
        <>
          {fields.map((field, i) => (
            <fieldset key={field.key} className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-2">
              <legend className="px-1 font-medium">Debt {i + 1}</legend>
              <TextField name={`debts.${i}.lender`} label="Lender" />
              <SelectField name={`debts.${i}.facilityType`} label="Facility type" options={FACILITY_TYPES} />
              <TextField name={`debts.${i}.balance`} label="Balance owing ($)" inputMode="numeric" />
              <TextField name={`debts.${i}.monthlyRepayment`} label="Monthly repayment ($)" inputMode="decimal" />
              <CheckboxField name={`debts.${i}.refinance`} label="To be refinanced by this loan" />
              <div>
                <RowButton intent={`remove:debts.${i}`} onClick={() => remove(i)} aria-label={`Remove debt ${i + 1}`}>
                  Remove
                </RowButton>
              </div>
            </fieldset>
          ))}
          <div>
            <RowButton intent="add:debts" disabled={fields.length >= MAX_DEBTS} onClick={() => append(emptyDebt())}>
              Add debt
            </RowButton>
          </div>
        </>
      ) : null}
    </PanelSection>
  );
}
