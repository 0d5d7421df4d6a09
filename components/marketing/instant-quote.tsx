"use client";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyHref } from "@/lib/applications/apply-href";
import {
  formatRate,
  LANDING_FUNDING_RANGE,
  LANDING_REVENUE_RANGE,
  REPRESENTATIVE_ASSUMPTIONS,
  representativeRepayment,
} from "@/lib/money/calculators";
import { formatAud, formatAudCents } from "@/lib/money/format";
import { SliderField } from "./slider-field";

/**
 * The hero's instant quote: the funding amortised at the representative example's rate and term
 * (ADR 018). The panel's lowest rate comes from the server (`PANEL_RATE_BAND.minBps`), so this island
 * does not ship the lender panel.
 */
export function InstantQuote({ panelRateFromBps }: { panelRateFromBps: number }) {
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
            {formatRate(panelRateFromBps)}
          </p>
        </div>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="landing-assumptions">
        {REPRESENTATIVE_ASSUMPTIONS} Illustrative estimate only; not an offer of credit.
      </p>
      <a href={applyHref(funding)} className={buttonVariants({ size: "lg" })}>
        Start Application
      </a>
    </div>
  );
}
