"use client";
import { AU_STATES } from "@/lib/applications/full-application/address";
import { SelectField, TextField } from "./fields";

type AddressName = "business.tradingAddress" | `directors.${number}.address`;

/** Street, suburb, state and postcode (checked against the state) of an Australian address. */
export function AddressFields({ name, legend }: { name: AddressName; legend: string }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <TextField
        name={`${name}.street`}
        label="Street address"
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <TextField name={`${name}.suburb`} label="Suburb" autoComplete="address-level2" />
      <SelectField
        name={`${name}.state`}
        label="State or territory"
        options={AU_STATES.map((s) => ({ value: s.value, label: s.label }))}
      />
      <TextField name={`${name}.postcode`} label="Postcode" inputMode="numeric" autoComplete="postal-code" />
    </fieldset>
  );
}
