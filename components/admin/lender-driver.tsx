"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { saveLenderDriver } from "@/lib/admin/lender-actions";
import { lenderNotice } from "./lender-notice";

/** The submission drivers, as the select shows them (the schema accepts these two values). */
const LENDER_DRIVER_LABELS = { simulated: "API (simulated)", email: "E-mail" } as const;

/**
 * A lender row's submission settings: API (simulated) or e-mail, and the submission address. On the
 * one form pattern (ADR 055): posted to saveLenderDriver, as PATCH /api/admin/lenders/:id.
 */
export function LenderDriver({
  id,
  name,
  driver,
  submissionEmail,
}: {
  id: string;
  name: string;
  driver: "simulated" | "email";
  submissionEmail: string | null;
}) {
  const router = useRouter();
  const af = useActionForm({
    action: saveLenderDriver,
    schema: () => import("@/lib/admin/lender-driver-form").then((m) => m.lenderDriverFormSchema),
    defaults: { driver, submissionEmail: submissionEmail ?? "" },
    say: lenderNotice,
    keepValues: true,
    onDone: () => router.refresh(),
  });
  const form = af.form;
  const error = af.error("submissionEmail");
  return (
    <form {...af.formProps} className="flex flex-wrap items-start gap-1">
      <ActionNotice notice={af.notice} />
      <input type="hidden" name="lenderId" value={id} />
      <Label htmlFor={`drv-${id}`} className="sr-only">
        Submission driver for {name}
      </Label>
      <NativeSelect
        id={`drv-${id}`}
        className="h-9 w-36"
        defaultValue={af.typed("driver") ?? driver}
        {...form.register("driver")}
      >
        {Object.entries(LENDER_DRIVER_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <div className="grid gap-0">
        <Label htmlFor={`sub-${id}`} className="sr-only">
          Submission e-mail for {name}
        </Label>
        <Input
          id={`sub-${id}`}
          type="email"
          className="h-9 w-48"
          placeholder="Submission e-mail"
          defaultValue={af.typed("submissionEmail") ?? submissionEmail ?? ""}
          aria-invalid={!!error}
          aria-describedby={error ? `sub-${id}-error` : undefined}
          {...form.register("submissionEmail")}
        />
        {error ? (
          <p id={`sub-${id}-error`} className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button size="sm" type="submit" aria-label={`Save submission settings for ${name}`} disabled={af.pending}>
        Save
      </Button>
    </form>
  );
}
