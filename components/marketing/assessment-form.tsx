"use client";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { assessmentFormSchema } from "@/lib/applications/prefill";

// The schema, and zod with it, load at the first touch (ADR 035), not with the landing page.
const loadPrefill = () => import("@/lib/applications/prefill");

type AssessmentField = keyof z.input<typeof assessmentFormSchema>;

/** Free assessment form: prefills the application wizard instead of only going to login. */
export function AssessmentForm() {
  const router = useRouter();
  const form = useZodForm(() => loadPrefill().then((m) => m.assessmentFormSchema), {
    businessName: "",
    monthlyTurnover: "",
    abn: "",
    email: "",
  });
  const field = (name: AssessmentField, id: string, hint?: string) => {
    const error = form.formState.errors[name]?.message;
    return {
      id,
      "aria-invalid": !!error,
      "aria-describedby": [hint, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined,
      ...form.register(name),
    };
  };
  const error = (name: AssessmentField, id: string) => {
    const message = form.formState.errors[name]?.message;
    return message ? (
      <p id={`${id}-error`} className="text-xs text-destructive">
        {message}
      </p>
    ) : null;
  };
  return (
    <form
      noValidate
      aria-label="Free assessment"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (prefill) => {
        (await loadPrefill()).writeWizardPrefill(sessionStorage, prefill);
        router.push("/application");
      })}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="as-business">Business name</Label>
        <Input {...field("businessName", "as-business")} autoComplete="organization" />
        {error("businessName", "as-business")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="as-turnover">Monthly turnover</Label>
        <Input {...field("monthlyTurnover", "as-turnover")} type="number" min={0} step={1000} />
        {error("monthlyTurnover", "as-turnover")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="as-abn">ABN</Label>
        <Input {...field("abn", "as-abn", "as-abn-hint")} placeholder="xx xxx xxx xxx" />
        <p id="as-abn-hint" className="text-xs text-muted-foreground">
          xx xxx xxx xxx
        </p>
        {error("abn", "as-abn")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="as-email">Work email</Label>
        <Input {...field("email", "as-email")} type="email" autoComplete="email" />
        {error("email", "as-email")}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg">
          Get My Free Assessment
        </Button>
      </div>
    </form>
  );
}
