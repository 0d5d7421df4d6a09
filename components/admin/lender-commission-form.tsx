"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useZodForm } from "@/components/ui/use-zod-form";
import { clawbackSchedule, formatClawbackSchedule } from "@/lib/commissions/terms";
import { sendAdminChange } from "./admin-request";

const INPUTS = [
  ["commissionRate", "Upfront commission (%)", "w-20"],
  ["trailRate", "Trail (% a year)", "w-20"],
  ["clawbackSchedule", "Clawback (months: share)", "w-44"],
] as const;
const FIELDS = [...INPUTS.map(([f]) => f), "trailBasis", "commissionPaidOn"] as const;

/**
 * A lender row's commission terms (issues 16 and 35): the upfront rate on the amount funded, the
 * annual trail and what it is paid on, the clawback schedule by the loan's month at closing, and
 * whether the partner is paid at settlement or once the lender's money is received.
 */
export function LenderCommission({
  lender,
}: {
  lender: {
    id: string;
    name: string;
    commissionRateBps: number;
    trailRateBps: number;
    trailBasis: "outstanding_balance" | "original_amount";
    clawbackSchedule: unknown;
    commissionPaidOn: "settlement" | "receipt";
  };
}) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(() => import("@/lib/admin/lender-form").then((m) => m.lenderCommissionFormSchema), {
    commissionRate: (lender.commissionRateBps / 100).toFixed(2),
    trailRate: (lender.trailRateBps / 100).toFixed(2),
    trailBasis: lender.trailBasis,
    clawbackSchedule: formatClawbackSchedule(clawbackSchedule(lender.clawbackSchedule)),
    commissionPaidOn: lender.commissionPaidOn,
  });
  const firstError = FIELDS.map((f) => form.formState.errors[f]?.message).find(Boolean) ?? serverError;
  const forLender = <span className="sr-only"> for {lender.name}</span>;
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
      {INPUTS.map(([field, label, width]) => (
        <div key={field} className="grid gap-0.5">
          <Label htmlFor={`${field}-${lender.id}`} className="text-xs">
            {label}
            {forLender}
          </Label>
          <Input
            id={`${field}-${lender.id}`}
            className={`h-8 ${width}`}
            inputMode={field === "clawbackSchedule" ? "text" : "decimal"}
            aria-invalid={!!form.formState.errors[field]}
            {...form.register(field)}
          />
        </div>
      ))}
      <div className="grid gap-0.5">
        <Label htmlFor={`trailBasis-${lender.id}`} className="text-xs">
          Trail paid on{forLender}
        </Label>
        <NativeSelect id={`trailBasis-${lender.id}`} className="h-8 w-40" {...form.register("trailBasis")}>
          <option value="outstanding_balance">Outstanding balance</option>
          <option value="original_amount">Amount funded</option>
        </NativeSelect>
      </div>
      <div className="grid gap-0.5">
        <Label htmlFor={`commissionPaidOn-${lender.id}`} className="text-xs">
          Partner paid{forLender}
        </Label>
        <NativeSelect id={`commissionPaidOn-${lender.id}`} className="h-8 w-40" {...form.register("commissionPaidOn")}>
          <option value="settlement">On settlement</option>
          <option value="receipt">On receipt</option>
        </NativeSelect>
      </div>
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
