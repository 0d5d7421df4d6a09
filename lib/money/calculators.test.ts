import { describe, expect, it } from "vitest";
import {
  EQUIPMENT_TERM_RANGE,
  EQUIPMENT_VALUE_RANGE,
  ESTIMATE_NOTE,
  INVOICE_ADVANCE_PERCENT,
  LANDING_FUNDING_RANGE,
  LANDING_REVENUE_RANGE,
  REPRESENTATIVE_EXAMPLE,
  WIZARD_AMOUNT_RANGE,
  WIZARD_ESTIMATE_NOTE,
  WIZARD_MONTHLY_RATE,
  WIZARD_TERMS,
  WIZARD_TERM_DEFAULT,
  WIZARD_TURNOVER_RANGE,
  WORKING_CAPITAL_AMOUNT_RANGE,
  WORKING_CAPITAL_TERM_RANGE,
  amortisedPayment,
  clampToRange,
  equipmentMonthly,
  invoiceAdvance,
  isOnRange,
  isWizardTerm,
  landingMonthlyRepayment,
  wizardEstimate,
  workingCapitalMonthly,
} from "@/lib/money/calculators";

describe("slider ranges (spec section 9)", () => {
  it("match the spec", () => {
    expect(LANDING_FUNDING_RANGE).toMatchObject({ min: 10_000, max: 1_000_000, step: 10_000 });
    expect(LANDING_REVENUE_RANGE).toMatchObject({ min: 100_000, max: 10_000_000, step: 100_000 });
    expect(WIZARD_AMOUNT_RANGE).toEqual({ min: 10_000, max: 1_000_000, step: 5_000, default: 150_000 });
    expect(WIZARD_TURNOVER_RANGE).toEqual({ min: 10_000, max: 500_000, step: 5_000, default: 50_000 });
    expect(WIZARD_TERMS).toEqual([12, 24, 36, 60]);
    expect(WIZARD_TERM_DEFAULT).toBe(24);
    expect(WORKING_CAPITAL_AMOUNT_RANGE).toEqual({ min: 10_000, max: 1_500_000, step: 10_000, default: 250_000 });
    expect(WORKING_CAPITAL_TERM_RANGE).toEqual({ min: 3, max: 60, step: 1, default: 12 });
    expect(EQUIPMENT_VALUE_RANGE).toEqual({ min: 50_000, max: 2_000_000, step: 25_000, default: 500_000 });
    expect(EQUIPMENT_TERM_RANGE).toEqual({ min: 12, max: 84, step: 6, default: 60 });
  });
  it("put every default on its own grid", () => {
    for (const r of [
      LANDING_FUNDING_RANGE,
      LANDING_REVENUE_RANGE,
      WIZARD_AMOUNT_RANGE,
      WIZARD_TURNOVER_RANGE,
      WORKING_CAPITAL_AMOUNT_RANGE,
      WORKING_CAPITAL_TERM_RANGE,
      EQUIPMENT_VALUE_RANGE,
      EQUIPMENT_TERM_RANGE,
    ]) {
      expect(isOnRange(r.default, r)).toBe(true);
      expect(isOnRange(r.max, r)).toBe(true);
    }
  });
  it("snaps and bounds untrusted values", () => {
    expect(clampToRange(152_400, WIZARD_AMOUNT_RANGE)).toBe(150_000);
    expect(clampToRange(152_600, WIZARD_AMOUNT_RANGE)).toBe(155_000);
    expect(clampToRange(5, WIZARD_AMOUNT_RANGE)).toBe(10_000);
    expect(clampToRange(9e9, WIZARD_AMOUNT_RANGE)).toBe(1_000_000);
    expect(clampToRange(Number.NaN, WIZARD_AMOUNT_RANGE)).toBe(150_000);
    expect(isOnRange(152_400, WIZARD_AMOUNT_RANGE)).toBe(false);
    expect(isOnRange(5_000, WIZARD_AMOUNT_RANGE)).toBe(false);
  });
});

describe("amortisedPayment", () => {
  it("reproduces the representative example: $150,000, 18 months, 11.9% p.a.", () => {
    const { principal, annualRate, months } = REPRESENTATIVE_EXAMPLE;
    const payment = amortisedPayment(principal, annualRate / 12, months);
    expect(Math.round(payment)).toBe(9_140);
    expect(Math.round(payment * months)).toBe(164_526);
  });
  it("does not reproduce the spec's $100,000 at 4.9% over 36 months = $2,847 example", () => {
    // Standard amortisation gives $2,993 a month. The spec's $2,847 is what the same loan costs
    // over 38 months (or at about 1.6% p.a. over 36), so that marketing example is not standard
    // amortisation; the product shows the amortised figure.
    expect(Math.round(amortisedPayment(100_000, 0.049 / 12, 36))).toBe(2_993);
    expect(Math.round(amortisedPayment(100_000, 0.049 / 12, 38))).toBe(2_846);
  });
  it("divides evenly at a zero rate", () => {
    expect(amortisedPayment(120_000, 0, 24)).toBe(5_000);
  });
  it("rejects impossible terms and rates", () => {
    expect(() => amortisedPayment(1_000, 0.01, 0)).toThrow(RangeError);
    expect(() => amortisedPayment(1_000, 0.01, 1.5)).toThrow(RangeError);
    expect(() => amortisedPayment(1_000, -0.01, 12)).toThrow(RangeError);
    expect(() => amortisedPayment(Number.NaN, 0.01, 12)).toThrow(RangeError);
  });
});

describe("landing calculator", () => {
  it("charges 6% a year spread monthly, rounded", () => {
    expect(landingMonthlyRepayment(250_000)).toBe(1_250);
    expect(landingMonthlyRepayment(10_000)).toBe(50);
    expect(landingMonthlyRepayment(1_000_000)).toBe(5_000);
    expect(landingMonthlyRepayment(130_000)).toBe(650);
  });
});

describe("wizard estimate", () => {
  it("uses the spec's monthly rate", () => {
    expect(WIZARD_MONTHLY_RATE).toBe(0.0099166667);
    expect(WIZARD_ESTIMATE_NOTE).toBe("Illustrative only. Not a quote.");
  });
  it("amortises the default $150,000 over 24 months", () => {
    expect(wizardEstimate(150_000, 24)).toEqual({
      monthlyPayment: 7_054,
      totalRepayable: 169_296,
      totalInterest: 19_296,
    });
  });
  it("keeps total repayable equal to payment x term for every term", () => {
    for (const term of WIZARD_TERMS) {
      const e = wizardEstimate(250_000, term);
      expect(e.totalRepayable).toBe(e.monthlyPayment * term);
      expect(e.totalInterest).toBe(e.totalRepayable - 250_000);
      expect(e.totalInterest).toBeGreaterThan(0);
    }
  });
  it("recognises the offered terms only", () => {
    expect(isWizardTerm(36)).toBe(true);
    expect(isWizardTerm(18)).toBe(false);
  });
});

describe("product calculators", () => {
  it("working capital: amount x 1.08 / months, rounded", () => {
    expect(workingCapitalMonthly(250_000, 12)).toBe(22_500);
    expect(workingCapitalMonthly(10_000, 7)).toBe(1_543);
    expect(workingCapitalMonthly(1_500_000, 60)).toBe(27_000);
  });
  it("equipment: value x 1.06 / months, rounded to a dollar", () => {
    expect(equipmentMonthly(500_000, 60)).toBe(8_833);
    expect(equipmentMonthly(50_000, 12)).toBe(4_417);
    expect(equipmentMonthly(2_000_000, 84)).toBe(25_238);
  });
  it("invoice finance advances 85%", () => {
    expect(INVOICE_ADVANCE_PERCENT).toBe(85);
    expect(invoiceAdvance(50_000)).toBe(42_500);
    expect(invoiceAdvance(100_000)).toBe(85_000);
    expect(invoiceAdvance(250_000)).toBe(212_500);
    expect(invoiceAdvance(1_234.57)).toBe(1_049.38);
  });
  it("carries the estimate disclaimer", () => {
    expect(ESTIMATE_NOTE).toMatch(/illustrative/i);
    expect(ESTIMATE_NOTE).toMatch(/not an offer of credit/);
  });
});
