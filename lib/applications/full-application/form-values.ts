/**
 * The full application form's choices, limits, messages and empty values: free of zod, so the
 * form's sections carry none of it in the page's first load (ADR 035). The schema (`schema.ts`)
 * builds on them and re-exports them.
 */
import type { addressSchema, debtSchema, directorSchema, fullApplicationSchema } from "./schema";
import type { z } from "zod";

export const ENTITY_TYPES = [
  { value: "company", label: "Company (Pty Ltd)" },
  { value: "trust", label: "Trust" },
  { value: "partnership", label: "Partnership" },
  { value: "sole_trader", label: "Sole trader" },
  { value: "incorporated_association", label: "Incorporated association" },
] as const;

export const FACILITY_TYPES = [
  { value: "term_loan", label: "Term loan" },
  { value: "overdraft", label: "Overdraft" },
  { value: "line_of_credit", label: "Line of credit" },
  { value: "equipment_finance", label: "Equipment finance" },
  { value: "vehicle_finance", label: "Vehicle finance" },
  { value: "invoice_finance", label: "Invoice finance" },
  { value: "credit_card", label: "Business credit card" },
  { value: "ato_payment_plan", label: "ATO payment plan" },
  { value: "other", label: "Other" },
] as const;

export const MAX_DIRECTORS = 10;
export const MAX_DEBTS = 20;
export const OWNERSHIP_SUM_MESSAGE = "Ownership across all directors can add up to at most 100%.";
export const ADULT_MESSAGE = "Directors and guarantors must be 18 or older.";

export type FullApplicationValues = z.infer<typeof fullApplicationSchema>;
export type DirectorValues = z.infer<typeof directorSchema>;
export type DebtValues = z.infer<typeof debtSchema>;
export type AddressValues = z.infer<typeof addressSchema>;

export const emptyAddress = (): AddressValues => ({ street: "", suburb: "", state: "", postcode: "" });
export const emptyDirector = (): DirectorValues => ({
  id: "",
  fullName: "",
  dateOfBirth: "",
  address: emptyAddress(),
  licenceNumber: "",
  licenceState: "",
  ownershipPercent: "",
  guarantor: true,
  email: "",
  mobile: "",
});
export const emptyDebt = (): DebtValues => ({
  lender: "",
  facilityType: "term_loan",
  balance: "",
  monthlyRepayment: "",
  refinance: false,
});

/** A full application with nothing answered yet. */
export const emptyFullApplication = (): FullApplicationValues => ({
  business: {
    entityType: "",
    acn: "",
    tradingAddress: emptyAddress(),
    gstRegistered: "",
    industry: "",
    yearsAtAddress: "",
    website: "",
  },
  directors: [],
  hasExistingDebts: "",
  debts: [],
  purpose: { detail: "", useOfFunds: "" },
});
