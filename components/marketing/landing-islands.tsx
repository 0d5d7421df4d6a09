"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { applyHref, assessmentFormSchema, writeWizardPrefill, type WizardPrefill } from "@/lib/applications/prefill";
import { PANEL_RATE_BAND, REPRESENTATIVE_ASSUMPTIONS, representativeRepayment } from "@/lib/lenders/rate-claims";
import { formatRate, LANDING_FUNDING_RANGE, LANDING_REVENUE_RANGE } from "@/lib/money/calculators";
import { formatAud, formatAudCents } from "@/lib/money/format";
import { SliderField } from "./slider-field";

/** The hero's instant quote: the funding amortised at the representative example's rate and term (ADR 018). */
export function InstantQuote() {
  const [funding, setFunding] = useState(LANDING_FUNDING_RANGE.default);
  const [revenue, setRevenue] = useState(LANDING_REVENUE_RANGE.default);
  return (
    <div className="grid gap-4 rounded-xl bg-background p-6 text-foreground shadow-lg">
      <h2 className="text-xl font-bold">Instant quote</h2>
      {[
        { label: "Funding amount", value: funding, onChange: setFunding, range: LANDING_FUNDING_RANGE, id: "funding" },
        { label: "Annual revenue", value: revenue, onChange: setRevenue, range: LANDING_REVENUE_RANGE, id: "revenue" },
      ].map(({ id, ...field }) => (
        <SliderField key={id} {...field} display={formatAud(field.value)} valueTestId={`${id}-value`} />
      ))}
      <div className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-4">
        <div>
          <p className="text-xs text-muted-foreground">Monthly repayment</p>
          <p className="text-2xl font-bold" data-testid="landing-monthly">
            {formatAudCents(representativeRepayment(funding).monthlyCents)}
          </p>
        </div>
        <div>
          <p className="text-xs text-muted-foreground">Panel rates from</p>
          <p className="text-2xl font-bold" data-testid="landing-rate-from">
            {formatRate(PANEL_RATE_BAND.minBps)}
          </p>
        </div>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="landing-assumptions">
        {REPRESENTATIVE_ASSUMPTIONS} Illustrative estimate only; not an offer of credit.
      </p>
      <Button asChild size="lg">
        <a href={applyHref(funding)}>Start Application</a>
      </Button>
    </div>
  );
}

type AssessmentField = keyof z.input<typeof assessmentFormSchema>;

/** Free assessment form: prefills the application wizard instead of only going to login. */
export function AssessmentForm() {
  const router = useRouter();
  const form = useForm<z.input<typeof assessmentFormSchema>, unknown, WizardPrefill>({
    resolver: zodResolver(assessmentFormSchema),
    defaultValues: { businessName: "", monthlyTurnover: "", abn: "", email: "" },
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
      onSubmit={form.handleSubmit((prefill) => {
        writeWizardPrefill(sessionStorage, prefill);
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
