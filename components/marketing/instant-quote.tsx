"use client";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyHref } from "@/lib/applications/apply-href";
import { TERM_OPTIONS } from "@/lib/applications/vocab";
import { INSTANT_QUOTE_ASSUMPTIONS_TEXT, instantQuote, type QuoteLender } from "@/lib/matching/instant-quote";
import { formatRate, LANDING_FUNDING_RANGE, LANDING_REVENUE_RANGE, WIZARD_TERM_DEFAULT } from "@/lib/money/calculators";
import { formatAud, formatAudCents } from "@/lib/money/format";
import { SliderField } from "./slider-field";

/**
 * The hero's instant quote: amount, annual revenue and term, priced by the panel's own matching for
 * the business the assumptions describe (ADR 064), so revenue moves the figure as it would for an
 * applicant. The terms are the wizard's, so the quote is one a visitor can apply for. The server
 * passes the lenders that could quote (`instantQuotePanel`), so this island does not ship the panel.
 */
export function InstantQuote({ lenders }: { lenders: QuoteLender[] }) {
  const [funding, setFunding] = useState(LANDING_FUNDING_RANGE.default);
  const [revenue, setRevenue] = useState(LANDING_REVENUE_RANGE.default);
  const [term, setTerm] = useState<number>(WIZARD_TERM_DEFAULT);
  const quote = instantQuote(lenders, { amount: funding, annualRevenue: revenue, termMonths: term });
  return (
    <div className="grid gap-4 rounded-xl bg-background p-6 text-foreground shadow-lg">
      <h2 className="text-xl font-bold">Instant quote</h2>
      {[
        { label: "Funding amount", value: funding, onChange: setFunding, range: LANDING_FUNDING_RANGE, id: "funding" },
        { label: "Annual revenue", value: revenue, onChange: setRevenue, range: LANDING_REVENUE_RANGE, id: "revenue" },
      ].map(({ id, ...field }) => (
        <SliderField key={id} {...field} display={formatAud(field.value)} valueTestId={`${id}-value`} />
      ))}
      <label className="grid gap-2 text-sm font-medium">
        Term
        <select
          className="h-10 rounded-md border border-input bg-background px-3 text-base"
          value={term}
          onChange={(e) => setTerm(Number(e.target.value))}
          data-testid="landing-term"
        >
          {TERM_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {m} months
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-4" aria-live="polite">
        <div>
          <p className="text-xs text-muted-foreground">Monthly repayment</p>
          <p className="text-2xl font-bold" data-testid="landing-monthly">
            {quote.best ? formatAudCents(quote.best.monthlyRepaymentCents) : "No quote"}
          </p>
        </div>
        <div>
          <p className="text-xs text-muted-foreground">Rate</p>
          <p className="text-2xl font-bold" data-testid="landing-rate">
            {quote.best ? formatRate(quote.best.rateBps) : "-"}
          </p>
        </div>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="landing-assumptions">
        {quote.basis} {INSTANT_QUOTE_ASSUMPTIONS_TEXT} Illustrative estimate only; not an offer of credit.
      </p>
      <a href={applyHref(funding)} className={buttonVariants({ size: "lg" })}>
        Start Application
      </a>
    </div>
  );
}
