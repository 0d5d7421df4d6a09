"use client";
import type { z } from "zod";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { startFromAssessment } from "@/lib/applications/assessment-action";
import type { assessmentFormSchema } from "@/lib/applications/prefill";

// The schema, and zod with it, load at the first touch (ADR 035), not with the landing page.
const loadPrefill = () => import("@/lib/applications/prefill");

type AssessmentField = keyof z.input<typeof assessmentFormSchema>;

/**
 * Free assessment form: its answers become the wizard's draft on the server (the action redirects
 * to the wizard, with or without JavaScript); in the browser they are also handed over as the
 * wizard's prefill, which applies over a draft this tab already holds.
 */
export function AssessmentForm() {
  const af = useActionForm({
    action: startFromAssessment,
    schema: () => loadPrefill().then((m) => m.assessmentFormSchema),
    defaults: { businessName: "", monthlyTurnover: "", abn: "", email: "" },
    onValid: async (prefill) => (await loadPrefill()).writeWizardPrefill(sessionStorage, prefill),
    say: (state) => (state.error ? { kind: "error", title: "Error", description: state.error } : null),
  });
  const field = (name: AssessmentField, id: string, hint?: string) => {
    const error = af.error(name);
    return {
      id,
      defaultValue: af.typed(name),
      "aria-invalid": !!error,
      "aria-describedby": [hint, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined,
      ...af.form.register(name),
    };
  };
  const error = (name: AssessmentField, id: string) => {
    const message = af.error(name);
    return message ? (
      <p id={`${id}-error`} className="text-xs text-destructive">
        {message}
      </p>
    ) : null;
  };
  return (
    <form {...af.formProps} aria-label="Free assessment" className="grid gap-4 sm:grid-cols-2">
      {af.notice ? <ActionNotice notice={af.notice} className="sm:col-span-2" /> : null}
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
        <Button type="submit" size="lg" disabled={af.pending}>
          Get My Free Assessment
        </Button>
      </div>
    </form>
  );
}
