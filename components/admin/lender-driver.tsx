"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useZodForm } from "@/components/ui/use-zod-form";
import { sendAdminChange } from "./admin-request";

/** The submission drivers, as the select shows them (the schema accepts these two values). */
const LENDER_DRIVER_LABELS = { simulated: "API (simulated)", email: "E-mail" } as const;

/** A lender row's submission settings: API (simulated) or e-mail, and the submission address. */
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
  const form = useZodForm(() => import("@/lib/admin/lender-driver-form").then((m) => m.lenderDriverFormSchema), {
    driver,
    submissionEmail: submissionEmail ?? "",
  });
  const error = form.formState.errors.submissionEmail?.message;
  return (
    <ScriptForm
      noValidate
      className="flex flex-wrap items-start gap-1"
      onSubmit={form.handleSubmit(async (body) => {
        const r = await sendAdminChange(`/api/admin/lenders/${id}`, "PATCH", body);
        if (r.ok) router.refresh();
        else if (r.fields?.submissionEmail) form.setError("submissionEmail", { message: r.fields.submissionEmail[0] });
      })}
    >
      <Label htmlFor={`drv-${id}`} className="sr-only">
        Submission driver for {name}
      </Label>
      <NativeSelect id={`drv-${id}`} className="h-9 w-36" {...form.register("driver")}>
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
      <Button size="sm" type="submit" aria-label={`Save submission settings for ${name}`}>
        Save
      </Button>
    </ScriptForm>
  );
}
