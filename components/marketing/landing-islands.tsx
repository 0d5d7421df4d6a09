"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { writeWizardPrefill } from "@/lib/applications/prefill";
import {
  LANDING_FUNDING_RANGE,
  LANDING_RATE_DEFAULT,
  LANDING_REVENUE_RANGE,
  landingMonthlyRepayment,
} from "@/lib/money/calculators";
import { formatAud } from "@/lib/money/format";

/** The hero's instant quote: monthly repayment = funding x 6% / 12, rounded (spec §9). */
export function InstantQuote() {
  const [funding, setFunding] = useState(LANDING_FUNDING_RANGE.default);
  const [revenue, setRevenue] = useState(LANDING_REVENUE_RANGE.default);
  return (
    <div className="grid gap-4 rounded-xl bg-background p-6 text-foreground shadow-lg">
      <h2 className="text-xl font-bold">Instant quote</h2>
      <div className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span>Funding amount</span>
          <span data-testid="funding-value">{formatAud(funding)}</span>
        </div>
        <Slider
          thumbLabel="Funding amount"
          thumbValueText={formatAud(funding)}
          min={LANDING_FUNDING_RANGE.min}
          max={LANDING_FUNDING_RANGE.max}
          step={LANDING_FUNDING_RANGE.step}
          value={[funding]}
          onValueChange={([v]) => setFunding(v ?? funding)}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span>Annual revenue</span>
          <span>{formatAud(revenue)}</span>
        </div>
        <Slider
          thumbLabel="Annual revenue"
          thumbValueText={formatAud(revenue)}
          min={LANDING_REVENUE_RANGE.min}
          max={LANDING_REVENUE_RANGE.max}
          step={LANDING_REVENUE_RANGE.step}
          value={[revenue]}
          onValueChange={([v]) => setRevenue(v ?? revenue)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-4">
        <div>
          <p className="text-xs text-muted-foreground">Monthly repayment</p>
          <p className="text-2xl font-bold" data-testid="landing-monthly">
            {formatAud(landingMonthlyRepayment(funding))}
          </p>
        </div>
        <div>
          <p className="text-xs text-muted-foreground">Your rate from</p>
          <p className="text-2xl font-bold">{LANDING_RATE_DEFAULT}%</p>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">Illustrative estimate only; not an offer of credit.</p>
      <Button asChild size="lg">
        <a href="/application">Start Application</a>
      </Button>
    </div>
  );
}

/** Free assessment form: prefills the application wizard instead of only going to login. */
export function AssessmentForm() {
  const router = useRouter();
  return (
    <form
      aria-label="Free assessment"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        writeWizardPrefill(sessionStorage, {
          companyName: String(f.get("businessName") ?? ""),
          monthlyTurnover: Number(f.get("monthlyTurnover")) || undefined,
          abnNumber: String(f.get("abn") ?? ""),
          email: String(f.get("email") ?? ""),
        });
        router.push("/application");
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="as-business">Business name</Label>
        <Input id="as-business" name="businessName" autoComplete="organization" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="as-turnover">Monthly turnover</Label>
        <Input id="as-turnover" name="monthlyTurnover" type="number" min={0} step={1000} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="as-abn">ABN</Label>
        <Input id="as-abn" name="abn" placeholder="xx xxx xxx xxx" aria-describedby="as-abn-hint" />
        <p id="as-abn-hint" className="text-xs text-muted-foreground">
          xx xxx xxx xxx
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="as-email">Work email</Label>
        <Input id="as-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg">
          Get My Free Assessment
        </Button>
      </div>
    </form>
  );
}
