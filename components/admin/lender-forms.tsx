"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useZodForm } from "@/components/ui/use-zod-form";
import { cn } from "@/lib/utils/cn";
import { sendAdminChange } from "./admin-request";

/** The route's field errors, on the form's fields (a rate in basis points is the percent field). */
function showServerErrors<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  fields: Record<string, string[]> = {},
) {
  const onForm: Record<string, string> = { rateMinBps: "rateMin", rateMaxBps: "rateMax", slug: "name" };
  for (const [k, v] of Object.entries(fields)) form.setError((onForm[k] ?? k) as Path<T>, { message: v[0] });
}

/** A lender form control: label, input, and its field error. */
function LenderField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  id,
  label,
  srOnlyLabel,
  className,
  children,
  ...input
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  srOnlyLabel?: boolean;
  children?: React.ReactNode;
} & Omit<React.ComponentProps<typeof Input>, "form" | "name" | "id">) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const aria = { id, "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <div className={cn("grid gap-1", srOnlyLabel && "gap-0")}>
      <Label htmlFor={id} className={srOnlyLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      {children ? (
        <NativeSelect {...aria} {...form.register(name)}>
          {children}
        </NativeSelect>
      ) : (
        <Input className={className} {...input} {...aria} {...form.register(name)} />
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

export function LenderRates({ id, name, min, max }: { id: string; name: string; min: number; max: number }) {
  const router = useRouter();
  const form = useZodForm(() => import("@/lib/admin/lender-form").then((m) => m.lenderRatesFormSchema), {
    rateMin: (min / 100).toFixed(2),
    rateMax: (max / 100).toFixed(2),
  });
  return (
    <ScriptForm
      noValidate
      className="flex items-start gap-1"
      onSubmit={form.handleSubmit(async (body) => {
        const r = await sendAdminChange(`/api/admin/lenders/${id}`, "PATCH", body);
        if (r.ok) router.refresh();
        else showServerErrors(form, r.fields);
      })}
    >
      {RATE_FIELDS.map(([field, prefix, bound]) => (
        <LenderField
          key={field}
          form={form}
          name={field}
          id={`${prefix}-${id}`}
          label={`${bound} rate for ${name}`}
          srOnlyLabel
          className="h-9 w-20"
          inputMode="decimal"
        />
      ))}
      <Button size="sm" type="submit" aria-label={`Save rates for ${name}`}>
        Save
      </Button>
    </ScriptForm>
  );
}

const NEW_LENDER_DEFAULTS = {
  name: "",
  tier: "prime",
  minAmount: 20000,
  maxAmount: 500000,
  minMonthlyTurnover: 20000,
  minMonthsInBusiness: 12,
  rateMin: "9.90",
  rateMax: "14.90",
} as const;

export function NewLenderForm() {
  const router = useRouter();
  const form = useZodForm(
    () => import("@/lib/admin/lender-form").then((m) => m.newLenderFormSchema),
    NEW_LENDER_DEFAULTS,
  );
  return (
    <ScriptForm
      noValidate
      aria-label="Add lender"
      className="grid gap-3 sm:grid-cols-4"
      onSubmit={form.handleSubmit(async (body) => {
        const r = await sendAdminChange("/api/admin/lenders", "POST", body);
        if (!r.ok) return showServerErrors(form, r.fields);
        form.reset(NEW_LENDER_DEFAULTS);
        router.refresh();
      })}
    >
      <LenderField form={form} name="name" id="nl-name" label="Name" required />
      <LenderField form={form} name="tier" id="nl-tier" label="Tier">
        <option value="prime">Prime</option>
        <option value="near_prime">Near-prime</option>
        <option value="alt_doc">Alt-doc</option>
      </LenderField>
      <LenderField form={form} name="minAmount" id="nl-min" label="Min amount ($)" type="number" />
      <LenderField form={form} name="maxAmount" id="nl-max" label="Max amount ($)" type="number" />
      <LenderField form={form} name="minMonthlyTurnover" id="nl-turn" label="Min monthly turnover ($)" type="number" />
      <LenderField form={form} name="minMonthsInBusiness" id="nl-months" label="Min months trading" type="number" />
      <LenderField form={form} name="rateMin" id="nl-rmin" label="Rate from (%)" inputMode="decimal" />
      <LenderField form={form} name="rateMax" id="nl-rmax" label="Rate to (%)" inputMode="decimal" />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Add lender
        </Button>
      </div>
    </ScriptForm>
  );
}
