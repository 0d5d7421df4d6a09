"use client";
import { useState } from "react";
import { Slider } from "@/components/ui/slider";
import {
  EQUIPMENT_TERM_RANGE,
  EQUIPMENT_VALUE_RANGE,
  WORKING_CAPITAL_AMOUNT_RANGE,
  WORKING_CAPITAL_TERM_RANGE,
  equipmentMonthly,
  workingCapitalMonthly,
} from "@/lib/money/calculators";
import { formatAud } from "@/lib/money/format";

function Row({
  id,
  label,
  value,
  display,
  range,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  display: string;
  range: { min: number; max: number; step: number };
  onChange: (v: number) => void;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span aria-hidden>{display}</span>
      </div>
      <Slider
        thumbLabel={label}
        thumbValueText={display}
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? value)}
      />
    </div>
  );
}

/** Working capital: amount x 1.08 / months, rounded (spec §9). Estimate only. */
export function WorkingCapitalCalculator() {
  const [amount, setAmount] = useState(WORKING_CAPITAL_AMOUNT_RANGE.default);
  const [months, setMonths] = useState(WORKING_CAPITAL_TERM_RANGE.default);
  return (
    <div className="grid gap-4 rounded-lg border border-border p-6">
      <Row
        id="wc-amount"
        label="Loan amount"
        value={amount}
        display={formatAud(amount)}
        range={WORKING_CAPITAL_AMOUNT_RANGE}
        onChange={setAmount}
      />
      <Row
        id="wc-term"
        label="Term (months)"
        value={months}
        display={`${months} months`}
        range={WORKING_CAPITAL_TERM_RANGE}
        onChange={setMonths}
      />
      <p className="text-lg">
        Estimated monthly repayment:{" "}
        <strong data-testid="wc-monthly">{formatAud(workingCapitalMonthly(amount, months))}</strong>
      </p>
      <p className="text-xs text-muted-foreground">Estimate only. Not a quote or an offer of credit.</p>
    </div>
  );
}

/** Equipment: value x 1.06 / months, rounded to a whole dollar (spec §9). Estimate only. */
export function EquipmentCalculator() {
  const [value, setValue] = useState(EQUIPMENT_VALUE_RANGE.default);
  const [months, setMonths] = useState(EQUIPMENT_TERM_RANGE.default);
  return (
    <div className="grid gap-4 rounded-lg border border-border p-6">
      <Row
        id="eq-value"
        label="Equipment value"
        value={value}
        display={formatAud(value)}
        range={EQUIPMENT_VALUE_RANGE}
        onChange={setValue}
      />
      <Row
        id="eq-term"
        label="Term (months)"
        value={months}
        display={`${months} months`}
        range={EQUIPMENT_TERM_RANGE}
        onChange={setMonths}
      />
      <p className="text-lg">
        Estimated monthly repayment:{" "}
        <strong data-testid="eq-monthly">{formatAud(equipmentMonthly(value, months))}</strong>
      </p>
      <p className="text-xs text-muted-foreground">Estimate only. Not a quote or an offer of credit.</p>
    </div>
  );
}
