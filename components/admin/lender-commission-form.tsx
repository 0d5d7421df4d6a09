"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useZodForm } from "@/components/ui/use-zod-form";
import { sendAdminChange } from "./admin-request";

const FIELDS = [
  ["commissionRate", "Upfront commission (%)"],
  ["trailRate", "Trail (% a year)"],
  ["clawbackMonths", "Clawback window (months)"],
  ["clawbackRate", "Clawback share (%)"],
] as const;

/**
 * A lender row's commission terms (issue 16 item 5): the upfront rate it pays on the amount funded,
 * the annual trail, and the window and share of the upfront it claws back when a loan ends early.
 */
export function LenderCommission({
  lender,
}: {
  lender: {
    id: string;
    name: string;
    commissionRateBps: number;
    trailRateBps: number;
    clawbackMonths: number;
    clawbackRateBps: number;
  };
}) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(() => import("@/lib/admin/lender-form").then((m) => m.lenderCommissionFormSchema), {
    commissionRate: (lender.commissionRateBps / 100).toFixed(2),
    trailRate: (lender.trailRateBps / 100).toFixed(2),
    clawbackMonths: lender.clawbackMonths,
    clawbackRate: (lender.clawbackRateBps / 100).toFixed(0),
  });
  const firstError = FIELDS.map(([f]) => form.formState.errors[f]?.message).find(Boolean) ?? serverError;
  return (
    <ScriptForm
      noValidate
      className="grid grid-cols-2 items-end gap-1"
      onSubmit={form.handleSubmit(async (body) => {
        setServerError(null);
        const r = await sendAdminChange(`/api/admin/lenders/${lender.id}`, "PATCH", body);
        if (r.ok) router.refresh();
        else setServerError(Object.values(r.fields ?? {})[0]?.[0] ?? "Not saved.");
      })}
    >
      {FIELDS.map(([field, label]) => (
        <div key={field} className="grid gap-0.5">
          <Label htmlFor={`${field}-${lender.id}`} className="text-xs">
            {label}
            <span className="sr-only"> for {lender.name}</span>
          </Label>
          <Input
            id={`${field}-${lender.id}`}
            className="h-8 w-20"
            inputMode="decimal"
            aria-invalid={!!form.formState.errors[field]}
            {...form.register(field)}
          />
        </div>
      ))}
      <Button size="sm" type="submit" className="col-span-2" aria-label={`Save commission for ${lender.name}`}>
        Save
      </Button>
      {firstError ? (
        <p role="alert" className="col-span-2 text-xs text-destructive">
          {firstError}
        </p>
      ) : null}
    </ScriptForm>
  );
}
