/**
 * Every repayment calculator in the product (spec section 9), shared by the marketing pages and
 * the application wizard so a figure shown in one place is never computed differently elsewhere.
 * Amounts are whole dollars; all results are illustrative, never an offer.
 */

export type SliderRange = {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
};

export const ESTIMATE_NOTE = "Figures are illustrative estimates only and are not an offer of credit.";

/** Snaps a value onto a slider's grid and bounds, e.g. for untrusted query strings or form posts. */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.default;
  const steps = Math.round((value - range.min) / range.step);
  return Math.min(range.max, Math.max(range.min, range.min + steps * range.step));
}

/** True when the value is one a slider with this range could produce. */
export function isOnRange(value: number, range: SliderRange): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max && (value - range.min) % range.step === 0;
}

/**
 * Standard amortisation: the level payment that repays `principal` over `months` at a fixed
 * monthly rate. Unrounded; callers round for display. A zero rate is straight division.
 */
export function amortisedPayment(principal: number, monthlyRate: number, months: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError("months must be a positive whole number");
  if (!Number.isFinite(principal) || !Number.isFinite(monthlyRate) || monthlyRate < 0) {
    throw new RangeError("principal and rate must be finite and the rate not negative");
  }
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
}

// ---- Landing page -----------------------------------------------------------------------------

// Spec: "Other landing defaults: rate 11.9, amounts 250000, 1500000, 150000" — the first two
// amounts sit on the funding and revenue sliders; 150,000 is the representative example below.
export const LANDING_FUNDING_RANGE: SliderRange = { min: 10_000, max: 1_000_000, step: 10_000, default: 250_000 };
export const LANDING_REVENUE_RANGE: SliderRange = { min: 100_000, max: 10_000_000, step: 100_000, default: 1_500_000 };
export const LANDING_RATE_DEFAULT = 11.9;
export const LANDING_ANNUAL_RATE = 0.06;

export function landingMonthlyRepayment(funding: number): number {
  return Math.round((funding * LANDING_ANNUAL_RATE) / 12);
}

// ---- Application wizard -----------------------------------------------------------------------

export const WIZARD_AMOUNT_RANGE: SliderRange = { min: 10_000, max: 1_000_000, step: 5_000, default: 150_000 };
export const WIZARD_TURNOVER_RANGE: SliderRange = { min: 10_000, max: 500_000, step: 5_000, default: 50_000 };
export const WIZARD_TERMS = [12, 24, 36, 60] as const;
export type WizardTerm = (typeof WIZARD_TERMS)[number];
export const WIZARD_TERM_DEFAULT: WizardTerm = 24;
/** About 11.9% a year, as the spec fixes it (0.119 / 12 to ten places). */
export const WIZARD_MONTHLY_RATE = 0.0099166667;
export const WIZARD_ESTIMATE_NOTE = "Illustrative only. Not a quote.";

export type Estimate = { monthlyPayment: number; totalRepayable: number; totalInterest: number };

/**
 * Whole dollars. The payment is rounded first and the totals derived from it, so the figures on
 * screen multiply out exactly (total repayable = payment x term, as the spec defines it).
 */
export function wizardEstimate(amount: number, termMonths: number): Estimate {
  const monthlyPayment = Math.round(amortisedPayment(amount, WIZARD_MONTHLY_RATE, termMonths));
  const totalRepayable = monthlyPayment * termMonths;
  return { monthlyPayment, totalRepayable, totalInterest: totalRepayable - amount };
}

export function isWizardTerm(months: number): months is WizardTerm {
  return (WIZARD_TERMS as readonly number[]).includes(months);
}

/** The spec's representative example: $150,000 over 18 months at 11.9% p.a. ≈ $9,140 a month. */
export const REPRESENTATIVE_EXAMPLE = { principal: 150_000, annualRate: 0.119, months: 18 } as const;

// ---- Product pages ----------------------------------------------------------------------------

export const WORKING_CAPITAL_AMOUNT_RANGE: SliderRange = {
  min: 10_000,
  max: 1_500_000,
  step: 10_000,
  default: 250_000,
};
export const WORKING_CAPITAL_TERM_RANGE: SliderRange = { min: 3, max: 60, step: 1, default: 12 };
/** A flat 8% loading spread evenly; not amortised, by the spec's definition. */
export function workingCapitalMonthly(amount: number, months: number): number {
  return Math.round((amount * 1.08) / months);
}

export const EQUIPMENT_VALUE_RANGE: SliderRange = { min: 50_000, max: 2_000_000, step: 25_000, default: 500_000 };
export const EQUIPMENT_TERM_RANGE: SliderRange = { min: 12, max: 84, step: 6, default: 60 };
/** A flat 6% loading spread evenly, rounded to a whole dollar. */
export function equipmentMonthly(value: number, months: number): number {
  return Math.round((value * 1.06) / months);
}

/** Invoice finance advances up to 85% of the invoice value. */
export const INVOICE_ADVANCE_PERCENT = 85;
export function invoiceAdvance(invoiceValue: number): number {
  // Percent as an integer keeps 250,000 → 212,500 exact; result rounded to cents.
  return Math.round(invoiceValue * INVOICE_ADVANCE_PERCENT) / 100;
}
