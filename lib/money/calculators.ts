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

/** Rates are held in basis points everywhere (1190 = 11.9% a year), as the Lender table stores them. */
export type Repayment = {
  /** The level monthly payment, rounded to the cent. */
  monthlyCents: number;
  /** Payment x term: what the figures on screen multiply out to. */
  totalRepayableCents: number;
  totalInterestCents: number;
};

/**
 * The one repayment formula every figure in the product uses: standard amortisation of `principal`
 * whole dollars at `annualRateBps` over `months`, fees excluded. Lender quotes, the wizard's
 * estimate, the calculators and the representative example all call it, so they agree to the cent.
 */
export function amortisedRepayment(principal: number, annualRateBps: number, months: number): Repayment {
  const monthlyCents = Math.round(amortisedPayment(principal * 100, annualRateBps / 10_000 / 12, months));
  const totalRepayableCents = monthlyCents * months;
  return { monthlyCents, totalRepayableCents, totalInterestCents: totalRepayableCents - principal * 100 };
}

/** Monthly repayment in cents (the lender quotes' shape). */
export function monthlyRepaymentCents(principal: number, annualRateBps: number, months: number): number {
  return amortisedRepayment(principal, annualRateBps, months).monthlyCents;
}

/** A rate as a claim shows it: 690 → "6.9%", 1195 → "11.95%". */
export function formatRate(bps: number): string {
  return `${(bps / 100).toFixed(bps % 10 === 0 ? 1 : 2)}%`;
}

/** The assumptions shown next to every repayment figure. */
export function repaymentAssumptions(annualRateBps: number, months: number): string {
  return `At ${formatRate(annualRateBps)} p.a. over ${months} months, amortising monthly; fees excluded.`;
}

/**
 * The representative example. 11.9% sits inside the panel's range (near-prime band;
 * lib/lenders/rate-claims.test.ts holds it there). Amortised like every quote: $7,054.02 a month.
 * Over 24 months, the wizard's default term (ADR 062): the spec's 18 months is a term no applicant
 * can choose, so the site's own example could not be applied for.
 */
export const REPRESENTATIVE = { principal: 150_000, rateBps: 1190, months: 24 } as const;

export function representativeRepayment(principal: number = REPRESENTATIVE.principal): Repayment {
  return amortisedRepayment(principal, REPRESENTATIVE.rateBps, REPRESENTATIVE.months);
}

export const REPRESENTATIVE_ASSUMPTIONS = repaymentAssumptions(REPRESENTATIVE.rateBps, REPRESENTATIVE.months);

// ---- Landing page -----------------------------------------------------------------------------

// Spec: "Other landing defaults: rate 11.9, amounts 250000, 1500000, 150000" — the first two
// amounts sit on the funding and revenue sliders; 150,000 is the representative example.
export const LANDING_FUNDING_RANGE: SliderRange = { min: 10_000, max: 1_000_000, step: 10_000, default: 250_000 };
export const LANDING_REVENUE_RANGE: SliderRange = { min: 100_000, max: 10_000_000, step: 100_000, default: 1_500_000 };

// ---- Application wizard -----------------------------------------------------------------------

export const WIZARD_AMOUNT_RANGE: SliderRange = { min: 10_000, max: 1_000_000, step: 5_000, default: 150_000 };
export const WIZARD_TURNOVER_RANGE: SliderRange = { min: 10_000, max: 500_000, step: 5_000, default: 50_000 };
export const WIZARD_TERMS = [12, 24, 36, 60] as const;
export type WizardTerm = (typeof WIZARD_TERMS)[number];
export const WIZARD_TERM_DEFAULT: WizardTerm = 24;
export const WIZARD_ESTIMATE_NOTE = "Illustrative only. Not a quote.";

export function isWizardTerm(months: number): months is WizardTerm {
  return (WIZARD_TERMS as readonly number[]).includes(months);
}

// ---- Product pages ----------------------------------------------------------------------------

export const WORKING_CAPITAL_AMOUNT_RANGE: SliderRange = {
  min: 10_000,
  max: 1_500_000,
  step: 10_000,
  default: 250_000,
};
export const EQUIPMENT_VALUE_RANGE: SliderRange = { min: 50_000, max: 2_000_000, step: 25_000, default: 500_000 };

/**
 * The product pages' repayment calculators: each product's amount within the limits its page
 * states. The term slider's bounds are the panel's terms for the product and the rates are the
 * panel's, both passed in by the server page (lib/marketing/calculator-setup.ts, ADR 064), so the
 * islands do not ship the panel; `term` here is only the step and the term shown first.
 */
export const PRODUCT_CALCULATORS = {
  "line-of-credit": {
    amountLabel: "Amount drawn",
    amount: { min: 10_000, max: 750_000, step: 5_000, default: 100_000 },
    term: { step: 1, preferred: 24 },
  },
  "cash-flow": {
    amountLabel: "Loan amount",
    amount: { min: 10_000, max: 500_000, step: 5_000, default: 100_000 },
    term: { step: 1, preferred: 12 },
  },
  seasonal: {
    amountLabel: "Loan amount",
    amount: { min: 10_000, max: 300_000, step: 5_000, default: 50_000 },
    term: { step: 1, preferred: 12 },
  },
  expansion: {
    amountLabel: "Loan amount",
    amount: { min: 10_000, max: 1_500_000, step: 10_000, default: 250_000 },
    term: { step: 1, preferred: 36 },
  },
} as const satisfies Record<string, { amountLabel: string; amount: SliderRange; term: TermPreference }>;
export type ProductCalculator = keyof typeof PRODUCT_CALCULATORS;

/** The working-capital and equipment pages' own calculators: their step and first term. */
export const WORKING_CAPITAL_TERM = { step: 1, preferred: 12 } as const satisfies TermPreference;
export const EQUIPMENT_TERM = { step: 6, preferred: 60 } as const satisfies TermPreference;

export type TermPreference = { readonly step: number; readonly preferred: number };

/** A term slider over the panel's terms for a product (whole months), starting at the preferred term. */
export function termSlider(terms: { min: number; max: number }, pref: TermPreference): SliderRange {
  const range = { min: terms.min, max: terms.max, step: pref.step, default: terms.min };
  // The last step may fall short of the maximum; the slider stays on its grid.
  return {
    ...range,
    max: terms.min + Math.floor((terms.max - terms.min) / pref.step) * pref.step,
    default: clampToRange(pref.preferred, range),
  };
}

/**
 * A line of credit charges interest only on what is drawn (its page says so): the interest a month
 * on a drawn balance, in cents. No principal is amortised; the balance is repaid when the business
 * chooses, within the facility's term.
 */
export function drawnInterestMonthlyCents(drawn: number, annualRateBps: number): number {
  if (!Number.isFinite(drawn) || drawn < 0 || !Number.isFinite(annualRateBps) || annualRateBps < 0)
    throw new RangeError("the drawn amount and the rate must be finite and not negative");
  return Math.round((drawn * 100 * annualRateBps) / 10_000 / 12);
}

/** What the line-of-credit figure assumes, shown beside it. */
export function drawnInterestAssumptions(annualRateBps: number, months: number): string {
  return `At ${formatRate(annualRateBps)} p.a., interest only, on the drawn balance, charged monthly; the drawn amount is repaid when you choose within the ${months}-month facility; fees excluded.`;
}

/** Invoice finance advances up to 85% of the invoice value. */
export const INVOICE_ADVANCE_PERCENT = 85;
export function invoiceAdvance(invoiceValue: number): number {
  // Percent as an integer keeps 250,000 → 212,500 exact; result rounded to cents.
  return Math.round(invoiceValue * INVOICE_ADVANCE_PERCENT) / 100;
}
