"use client";
import Link from "next/link";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyHref } from "@/lib/applications/apply-href";
import {
  EQUIPMENT_TERM_RANGE,
  EQUIPMENT_VALUE_RANGE,
  WORKING_CAPITAL_AMOUNT_RANGE,
  WORKING_CAPITAL_TERM_RANGE,
  PRODUCT_CALCULATORS,
  amortisedRepayment,
  repaymentAssumptions,
  type ProductCalculator,
  type SliderRange,
} from "@/lib/money/calculators";
import { formatAud, formatAudCents } from "@/lib/money/format";
import { SliderField } from "./slider-field";

/** An amount and a term on sliders, and the amortised monthly repayment at the stated rate (ADR 018). */
function RepaymentCalculator(props: {
  amountLabel: string;
  amountRange: SliderRange;
  termRange: SliderRange;
  rateBps: number;
  testId: string;
}) {
  const [amount, setAmount] = useState(props.amountRange.default);
  const [months, setMonths] = useState(props.termRange.default);
  return (
    <div className="grid gap-4 rounded-lg border border-border p-6">
      <SliderField
        label={props.amountLabel}
        value={amount}
        display={formatAud(amount)}
        range={props.amountRange}
        onChange={setAmount}
      />
      <SliderField
        label="Term (months)"
        value={months}
        display={`${months} months`}
        range={props.termRange}
        onChange={setMonths}
      />
      <p className="text-lg">
        Estimated monthly repayment:{" "}
        <strong data-testid={props.testId}>
          {formatAudCents(amortisedRepayment(amount, props.rateBps, months).monthlyCents)}
        </strong>
      </p>
      <p className="text-xs text-muted-foreground" data-testid={`${props.testId}-assumptions`}>
        {repaymentAssumptions(props.rateBps, months)} Estimate only. Not a quote or an offer of credit.
      </p>
      <Link href={applyHref(amount)} className={`${buttonVariants()} justify-self-start`}>
        Apply for {formatAud(amount)}
      </Link>
    </div>
  );
}

/**
 * Each calculator prices at its product's lowest rate on the lender panel (the page's "from X%"),
 * passed in by the server page so the island does not ship the panel (ADR 062). Estimate only.
 */
export function WorkingCapitalCalculator({ rateBps }: { rateBps: number }) {
  return (
    <RepaymentCalculator
      amountLabel="Loan amount"
      amountRange={WORKING_CAPITAL_AMOUNT_RANGE}
      termRange={WORKING_CAPITAL_TERM_RANGE}
      rateBps={rateBps}
      testId="wc-monthly"
    />
  );
}

/** Equipment, at the panel's lowest equipment rate. Estimate only. */
export function EquipmentCalculator({ rateBps }: { rateBps: number }) {
  return (
    <RepaymentCalculator
      amountLabel="Equipment value"
      amountRange={EQUIPMENT_VALUE_RANGE}
      termRange={EQUIPMENT_TERM_RANGE}
      rateBps={rateBps}
      testId="eq-monthly"
    />
  );
}

/** A product page's calculator (line of credit, cash flow, seasonal, expansion), at its product's panel rate. */
export function ProductRepaymentCalculator({ which, rateBps }: { which: ProductCalculator; rateBps: number }) {
  const c = PRODUCT_CALCULATORS[which];
  return (
    <RepaymentCalculator
      amountLabel={c.amountLabel}
      amountRange={c.amount}
      termRange={c.term}
      rateBps={rateBps}
      testId={`${which}-monthly`}
    />
  );
}
