"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { saveLenderCommission } from "@/lib/admin/lender-actions";
import { clawbackSchedule, formatClawbackSchedule } from "@/lib/commissions/terms";
import { lenderNotice } from "./lender-notice";

const INPUTS = [
  ["commissionRate", "Upfront commission (%)", "w-20"],
  ["trailRate", "Trail (% a year)", "w-20"],
  ["clawbackSchedule", "Clawback (months: share)", "w-44"],
] as const;
const FIELDS = [...INPUTS.map(([f]) => f), "trailBasis", "commissionPaidOn"] as const;

/**
 * A lender row's commission terms (issues 16 and 35): the upfront rate on the amount funded, the
 * annual trail and what it is paid on, the clawback schedule by the loan's month at closing, and
 * whether the partner is paid at settlement or once the lender's money is received. On the one form
 * pattern (ADR 055): posted to saveLenderCommission, as PATCH /api/admin/lenders/:id.
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
  const defaults = {
    commissionRate: (lender.commissionRateBps / 100).toFixed(2),
    trailRate: (lender.trailRateBps / 100).toFixed(2),
    trailBasis: lender.trailBasis,
    clawbackSchedule: formatClawbackSchedule(clawbackSchedule(lender.clawbackSchedule)),
    commissionPaidOn: lender.commissionPaidOn,
  };
  const af = useActionForm({
    action: saveLenderCommission,
    schema: () => import("@/lib/admin/lender-form").then((m) => m.lenderCommissionFormSchema),
    defaults,
    say: lenderNotice,
    keepValues: true,
    onDone: () => router.refresh(),
  });
  const form = af.form;
  const typed = (f: (typeof FIELDS)[number]) => af.typed(f) ?? defaults[f];
  const firstError = FIELDS.map((f) => af.error(f)).find(Boolean) ?? af.state.error;
  const forLender = <span className="sr-only"> for {lender.name}</span>;
  return (
    <form {...af.formProps} className="grid grid-cols-2 items-end gap-1">
      <ActionNotice notice={af.notice} className="col-span-2" />
      <input type="hidden" name="lenderId" value={lender.id} />
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
            aria-invalid={!!af.error(field)}
            defaultValue={typed(field)}
            {...form.register(field)}
          />
        </div>
      ))}
      <div className="grid gap-0.5">
        <Label htmlFor={`trailBasis-${lender.id}`} className="text-xs">
          Trail paid on{forLender}
        </Label>
        <NativeSelect
          id={`trailBasis-${lender.id}`}
          className="h-8 w-40"
          defaultValue={typed("trailBasis")}
          {...form.register("trailBasis")}
        >
          <option value="outstanding_balance">Outstanding balance</option>
          <option value="original_amount">Amount funded</option>
        </NativeSelect>
      </div>
      <div className="grid gap-0.5">
        <Label htmlFor={`commissionPaidOn-${lender.id}`} className="text-xs">
          Partner paid{forLender}
        </Label>
        <NativeSelect
          id={`commissionPaidOn-${lender.id}`}
          className="h-8 w-40"
          defaultValue={typed("commissionPaidOn")}
          {...form.register("commissionPaidOn")}
        >
          <option value="settlement">On settlement</option>
          <option value="receipt">On receipt</option>
        </NativeSelect>
      </div>
      <Button
        size="sm"
        type="submit"
        className="col-span-2"
        aria-label={`Save commission for ${lender.name}`}
        disabled={af.pending}
      >
        Save
      </Button>
      {firstError ? (
        <p role="alert" className="col-span-2 text-xs text-destructive">
          {firstError}
        </p>
      ) : null}
    </form>
  );
}
