/** The demo full applications' value pools: addresses, industries, purposes and identifiers (all fictional). */

/** Street, suburb, state, postcode: each postcode lies in its state (lib/applications/full-application/address.ts). */
export const ADDRESSES = [
  { street: "14 Brunswick St", suburb: "Fitzroy", state: "VIC", postcode: "3065" },
  { street: "220 George St", suburb: "Sydney", state: "NSW", postcode: "2000" },
  { street: "75 Eagle St", suburb: "Brisbane", state: "QLD", postcode: "4000" },
  { street: "31 King William St", suburb: "Adelaide", state: "SA", postcode: "5000" },
  { street: "9 Murray St", suburb: "Perth", state: "WA", postcode: "6000" },
  { street: "4 Elizabeth St", suburb: "Hobart", state: "TAS", postcode: "7000" },
  { street: "18 Northbourne Ave", suburb: "Braddon", state: "ACT", postcode: "2612" },
  { street: "88 High St", suburb: "Geelong", state: "VIC", postcode: "3220" },
] as const;

/** The wizard's industry → its ANZSIC division letter. */
export const ANZSIC_OF: Record<string, string> = {
  manufacturing: "C",
  construction: "E",
  retail_hospitality: "H",
  transport_logistics: "I",
  professional_services: "M",
  technology: "J",
  healthcare: "Q",
  agriculture: "A",
  other: "S",
};

/** The wizard's purpose → the full application's purpose detail and how the funds will be used. */
export const PURPOSE_DETAIL: Record<string, readonly [string, string]> = {
  inventory: ["Stock for the Christmas trading period", "Bulk purchase from two wholesale suppliers"],
  payroll: ["Bridging payroll while a large contract pays on 60-day terms", "Four fortnightly pay runs for 12 staff"],
  equipment: ["A replacement delivery van and refrigeration unit", "Purchase price, fit-out and registration"],
  growth: ["Opening a second location", "Lease deposit, fit-out and initial marketing"],
  cashflow: ["Smoothing seasonal cash flow", "Supplier payments during the quiet months"],
  other: ["Refinancing an ATO payment plan", "Pay out the ATO plan and consolidate repayments"],
};

/** Entity types in turn for complete files: a company (ACN), a trust (trust deed), and the others. */
export const ENTITY_ROTATION = ["company", "trust", "partnership", "company", "sole_trader"] as const;

/** A second director's first name (the applicant's family business). */
export const CO_DIRECTORS = ["Alex", "Jordan", "Sam", "Chris"] as const;

export const SEED_DEBT = {
  lender: "Commonwealth Bank",
  facilityType: "overdraft",
  balance: 25_000,
  monthlyRepaymentCents: 81_250,
  refinance: true,
} as const;

/** A valid ACN from eight digits: ASIC's check digit appended. */
export function acnFrom(eight: string): string {
  const sum = [8, 7, 6, 5, 4, 3, 2, 1].reduce((total, w, k) => total + w * Number(eight[k]), 0);
  return `${eight}${(10 - (sum % 10)) % 10}`;
}
