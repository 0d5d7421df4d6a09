"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { ANZSIC_DIVISIONS } from "@/lib/applications/full-application/anzsic";
import { formatAcn } from "@/lib/applications/full-application/acn";
import { ENTITY_TYPES, type FullApplicationValues } from "@/lib/applications/full-application/form-values";
import { AddressFields } from "./address-fields";
import { SelectField, TextField, YES_NO } from "./fields";
import { PanelSection } from "@/components/portal/panel-section";

const INDUSTRIES = ANZSIC_DIVISIONS.map((d) => ({ value: d.code, label: `${d.code} · ${d.label}` }));

/** Business: entity, ACN (from the ABN for a company), trading address, GST, industry, website. */
export function BusinessSection({ derivedAcn }: { derivedAcn: string | null }) {
  const { control } = useFormContext<FullApplicationValues>();
  const entityType = useWatch({ control, name: "business.entityType" });
  const acnFromAbn = entityType === "company" && derivedAcn;
  return (
    <PanelSection
      id="fa-business"
      title="Business"
      level="h2"
      className="grid gap-4 sm:grid-cols-2"
      headingClassName="text-lg sm:col-span-2"
    >
      <SelectField name="business.entityType" label="Entity type" options={ENTITY_TYPES} />
      {acnFromAbn ? (
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">ACN</span>
          <span>{formatAcn(acnFromAbn)} (from the company&apos;s ABN)</span>
        </div>
      ) : (
        <TextField
          name="business.acn"
          label="ACN"
          inputMode="numeric"
          hint={
            entityType === "company" ? "9 digits, on the company's ASIC registration" : "Only if a company acts for it"
          }
        />
      )}
      <div className="sm:col-span-2">
        <AddressFields name="business.tradingAddress" legend="Trading address" />
      </div>
      <SelectField name="business.gstRegistered" label="Registered for GST" options={YES_NO} />
      <SelectField name="business.industry" label="Industry (ANZSIC division)" options={INDUSTRIES} />
      <TextField name="business.yearsAtAddress" label="Years at the trading address" inputMode="numeric" />
      <TextField name="business.website" label="Website" hint="Optional" autoComplete="url" />
    </PanelSection>
  );
}
