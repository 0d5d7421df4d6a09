"use client";
import { useRouter } from "next/navigation";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { addLenderAction, saveLenderRates } from "@/lib/admin/lender-actions";
import { LENDER_TIER_LABELS, LENDER_TIERS } from "@/lib/lenders/lender";
import { cn } from "@/lib/utils/cn";
import { lenderNotice } from "./lender-notice";

const schemas = () => import("@/lib/admin/lender-form");

/** A lender form control: label, input, and its field error (the browser's check, or the server's). */
function LenderField({
  field,
  error,
  typed,
  id,
  label,
  srOnlyLabel,
  className,
  children,
  ...input
}: {
  field: UseFormRegisterReturn;
  error?: string;
  /** What was typed, as a refusal without JavaScript sends it back. */
  typed?: string;
  id: string;
  label: string;
  srOnlyLabel?: boolean;
  children?: React.ReactNode;
} & Omit<React.ComponentProps<typeof Input>, "form" | "name" | "id">) {
  const aria = { id, "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <div className={cn("grid gap-1", srOnlyLabel && "gap-0")}>
      <Label htmlFor={id} className={srOnlyLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      {children ? (
        <NativeSelect defaultValue={typed} {...aria} {...field}>
          {children}
        </NativeSelect>
      ) : (
        <Input className={className} defaultValue={typed} {...input} {...aria} {...field} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The two rate inputs of a lender row: the form field, its id prefix and the bound it sets. */
const RATE_FIELDS = [
  ["rateMin", "lo", "Minimum"],
  ["rateMax", "hi", "Maximum"],
] as const;

/** 'Save rates' on a lender row, on the one form pattern (ADR 055): posted to saveLenderRates. */
export function LenderRates({ id, name, min, max }: { id: string; name: string; min: number; max: number }) {
  const router = useRouter();
  const defaults = { rateMin: (min / 100).toFixed(2), rateMax: (max / 100).toFixed(2) };
  const af = useActionForm({
    action: saveLenderRates,
    schema: () => schemas().then((m) => m.lenderRatesFormSchema),
    defaults,
    say: lenderNotice,
    keepValues: true,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} className="flex items-start gap-1">
      <ActionNotice notice={af.notice} />
      <input type="hidden" name="lenderId" value={id} />
      {RATE_FIELDS.map(([field, prefix, bound]) => (
        <LenderField
          key={field}
          field={af.form.register(field)}
          error={af.error(field)}
          typed={af.typed(field) ?? defaults[field]}
          id={`${prefix}-${id}`}
          label={`${bound} rate for ${name}`}
          srOnlyLabel
          className="h-9 w-20"
          inputMode="decimal"
        />
      ))}
      <Button size="sm" type="submit" aria-label={`Save rates for ${name}`} disabled={af.pending}>
        Save
      </Button>
    </form>
  );
}

const NEW_LENDER_DEFAULTS = {
  name: "",
  tier: "prime",
  minAmount: "20000",
  maxAmount: "500000",
  minMonthlyTurnover: "20000",
  minMonthsInBusiness: "12",
  rateMin: "9.90",
  rateMax: "14.90",
} as const;

/** 'Add lender', on the one form pattern (ADR 055): posted to addLenderAction, as POST /api/admin/lenders. */
export function NewLenderForm() {
  const router = useRouter();
  const af = useActionForm({
    action: addLenderAction,
    schema: () => schemas().then((m) => m.newLenderFormSchema),
    defaults: NEW_LENDER_DEFAULTS,
    say: lenderNotice,
    onDone: () => router.refresh(),
  });
  const at = (name: keyof typeof NEW_LENDER_DEFAULTS) => ({
    field: af.form.register(name),
    error: af.error(name),
    typed: af.typed(name) ?? NEW_LENDER_DEFAULTS[name],
  });
  return (
    <form {...af.formProps} aria-label="Add lender" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ActionNotice notice={af.notice} className="sm:col-span-4" />
      <LenderField {...at("name")} id="nl-name" label="Name" required />
      <LenderField {...at("tier")} id="nl-tier" label="Tier">
        {LENDER_TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {LENDER_TIER_LABELS[tier]}
          </option>
        ))}
      </LenderField>
      <LenderField {...at("minAmount")} id="nl-min" label="Min amount ($)" type="number" />
      <LenderField {...at("maxAmount")} id="nl-max" label="Max amount ($)" type="number" />
      <LenderField {...at("minMonthlyTurnover")} id="nl-turn" label="Min monthly turnover ($)" type="number" />
      <LenderField {...at("minMonthsInBusiness")} id="nl-months" label="Min months trading" type="number" />
      <LenderField {...at("rateMin")} id="nl-rmin" label="Rate from (%)" inputMode="decimal" />
      <LenderField {...at("rateMax")} id="nl-rmax" label="Rate to (%)" inputMode="decimal" />
      <div>
        <Button type="submit" disabled={af.pending}>
          Add lender
        </Button>
      </div>
    </form>
  );
}
