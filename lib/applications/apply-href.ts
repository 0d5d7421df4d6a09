import { WIZARD_AMOUNT_RANGE, clampToRange } from "@/lib/money/calculators";

/** Where every call to apply goes: the wizard, carrying a calculator's amount when there is one. */
export function applyHref(amount?: number): string {
  return amount !== undefined && Number.isFinite(amount) && amount > 0
    ? `/application?amount=${Math.round(amount)}`
    : "/application";
}

/**
 * The amount an apply link carried (`/application?amount=150000`), snapped onto the wizard's slider
 * (its step and bounds), or undefined when there is none or it is not a number.
 */
export function amountFromSearch(params: URLSearchParams): number | undefined {
  const raw = params.get("amount");
  if (!raw || !/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  return clampToRange(Number(raw), WIZARD_AMOUNT_RANGE);
}
