"use client";
import Link from "next/link";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyHref } from "@/lib/applications/apply-href";
import type { RateBand } from "@/lib/lenders/rate-claims";
import {
  EQUIPMENT_VALUE_RANGE,
  WORKING_CAPITAL_AMOUNT_RANGE,
  PRODUCT_CALCULATORS,
  amortisedRepayment,
  drawnInterestAssumptions,
  drawnInterestMonthlyCents,
  formatRate,
  repaymentAssumptions,
  type ProductCalculator,
  type SliderRange,
} from "@/lib/money/calculators";
import { formatAud, formatAudCents } from "@/lib/money/format";
import { SliderField } from "./slider-field";

/** What the server page gives each calculator: its product's panel rates and the panel's terms for it (ADR 064). */
export type CalculatorProps = { rate: RateBand; term: SliderRange };

function Sliders(props: {
  amountLabel: string;
  amountRange: SliderRange;
  amount: number;
  setAmount: (v: number) => void;
  termLabel: string;
  termRange: SliderRange;
  months: number;
  setMonths: (v: number) => void;
}) {
  return (
    <>
      <SliderField
        label={props.amountLabel}
        value={props.amount}
        display={formatAud(props.amount)}
        range={props.amountRange}
        onChange={props.setAmount}
      />
      <SliderField
        label={props.termLabel}
        value={props.months}
        display={`${props.months} months`}
        range={props.termRange}
        onChange={props.setMonths}
      />
    </>
  );
}

/**
 * An amount and a term on sliders (the term within the panel's terms for the product), and the
 * amortised monthly repayment at the product's lowest panel rate, with its highest beside it (ADR 018, 064).
 */
function RepaymentCalculator(
  props: CalculatorProps & { amountLabel: string; amountRange: SliderRange; testId: string },
) {
  const [amount, setAmount] = useState(props.amountRange.default);
  const [months, setMonths] = useState(props.term.default);
  const { minBps, maxBps } = props.rate;
  return (
    <div className="grid gap-4 rounded-lg border border-border p-6">
      <Sliders
        amountLabel={props.amountLabel}
        amountRange={props.amountRange}
        amount={amount}
        setAmount={setAmount}
        termLabel="Term (months)"
        termRange={props.term}
        months={months}
        setMonths={setMonths}
      />
      <p className="text-lg">
        Estimated monthly repayment:{" "}
        <strong data-testid={props.testId}>
          {formatAudCents(amortisedRepayment(amount, minBps, months).monthlyCents)}
        </strong>
      </p>
      <p className="text-sm" data-testid={`${props.testId}-highest`}>
        At the panel&apos;s highest rate for this product, {formatRate(maxBps)} p.a.:{" "}
        {formatAudCents(amortisedRepayment(amount, maxBps, months).monthlyCents)} a month.
      </p>
      <p className="text-xs text-muted-foreground" data-testid={`${props.testId}-assumptions`}>
        {repaymentAssumptions(minBps, months)} The panel&apos;s lowest rate for this product; yours depends on your
        business and the lender. Estimate only. Not a quote or an offer of credit.
      </p>
      <Link href={applyHref(amount)} className={`${buttonVariants()} justify-self-start`}>
        Apply for {formatAud(amount)}
      </Link>
    </div>
  );
}

/**
 * A line of credit charges interest only on what is drawn: the interest a month on the drawn
 * balance (not an amortising loan), at the panel's lowest and highest line-of-credit rates, and
 * over the whole facility term if the full amount stayed drawn (ADR 064).
 */
function DrawnInterestCalculator(props: CalculatorProps & { testId: string }) {
  const c = PRODUCT_CALCULATORS["line-of-credit"];
  const [amount, setAmount] = useState<number>(c.amount.default);
  const [months, setMonths] = useState(props.term.default);
  const { minBps, maxBps } = props.rate;
  const monthly = drawnInterestMonthlyCents(amount, minBps);
  return (
    <div className="grid gap-4 rounded-lg border border-border p-6">
      <Sliders
        amountLabel={c.amountLabel}
        amountRange={c.amount}
        amount={amount}
        setAmount={setAmount}
        termLabel="Facility term (months)"
        termRange={props.term}
        months={months}
        setMonths={setMonths}
      />
      <p className="text-lg">
        Estimated interest a month on {formatAud(amount)} drawn:{" "}
        <strong data-testid={props.testId}>{formatAudCents(monthly)}</strong>
      </p>
      <p className="text-sm" data-testid={`${props.testId}-highest`}>
        At the panel&apos;s highest line-of-credit rate, {formatRate(maxBps)} p.a.:{" "}
        {formatAudCents(drawnInterestMonthlyCents(amount, maxBps))} a month.
      </p>
      <p className="text-sm" data-testid={`${props.testId}-term-interest`}>
        If all of it stayed drawn for the {months}-month facility: {formatAudCents(monthly * months)} in interest. Draw
        less, or repay sooner, and you pay less.
      </p>
      <p className="text-xs text-muted-foreground" data-testid={`${props.testId}-assumptions`}>
        {drawnInterestAssumptions(minBps, months)} Estimate only. Not a quote or an offer of credit.
      </p>
      <Link href={applyHref(amount)} className={`${buttonVariants()} justify-self-start`}>
        Apply for {formatAud(amount)}
      </Link>
    </div>
  );
}

/**
 * Each calculator prices at its product's panel rates over the panel's terms for it, passed in by
 * the server page (lib/marketing/calculator-setup.ts) so the island does not ship the panel.
 */
export function WorkingCapitalCalculator(props: CalculatorProps) {
  return (
    <RepaymentCalculator
      {...props}
      amountLabel="Loan amount"
      amountRange={WORKING_CAPITAL_AMOUNT_RANGE}
      testId="wc-monthly"
    />
  );
}

/** Equipment, at the panel's equipment rates and terms. Estimate only. */
export function EquipmentCalculator(props: CalculatorProps) {
  return (
    <RepaymentCalculator
      {...props}
      amountLabel="Equipment value"
      amountRange={EQUIPMENT_VALUE_RANGE}
      testId="eq-monthly"
    />
  );
}

/** A product page's calculator (line of credit, cash flow, seasonal, expansion), at its product's panel rates. */
export function ProductRepaymentCalculator({ which, ...props }: CalculatorProps & { which: ProductCalculator }) {
  if (which === "line-of-credit") return <DrawnInterestCalculator {...props} testId={`${which}-monthly`} />;
  const c = PRODUCT_CALCULATORS[which];
  return (
    <RepaymentCalculator {...props} amountLabel={c.amountLabel} amountRange={c.amount} testId={`${which}-monthly`} />
  );
}
