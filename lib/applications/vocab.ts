/**
 * The wizard's answer vocabulary (spec §3): one list each, with the labels the screens show.
 * Shared by the wizard form, the submit handler's zod schema, matching, risk and the portals.
 */

export const PURPOSE_OPTIONS = [
  { value: "inventory", label: "Inventory & Stock" },
  { value: "payroll", label: "Payroll & Wages" },
  { value: "equipment", label: "Equipment Purchase" },
  { value: "growth", label: "Business Growth" },
  { value: "cashflow", label: "Cash Flow" },
  { value: "other", label: "Other" },
] as const;
export type Purpose = (typeof PURPOSE_OPTIONS)[number]["value"];
export const PURPOSES = PURPOSE_OPTIONS.map((o) => o.value) as [Purpose, ...Purpose[]];

export const CREDIT_PROFILE_OPTIONS = [
  { value: "excellent", label: "Excellent (750+)" },
  { value: "good", label: "Good (650-749)" },
  { value: "fair", label: "Fair (550-649)" },
  { value: "poor", label: "Poor (<550)" },
  { value: "unsure", label: "Not sure" },
] as const;
export type CreditProfile = (typeof CREDIT_PROFILE_OPTIONS)[number]["value"];
export const CREDIT_PROFILES = CREDIT_PROFILE_OPTIONS.map((o) => o.value) as [CreditProfile, ...CreditProfile[]];

export const TIME_IN_BUSINESS_OPTIONS = [
  { value: "0-6m", label: "0-6m", months: 0 },
  { value: "6m-1y", label: "6m-1y", months: 6 },
  { value: "1-2y", label: "1-2y", months: 12 },
  { value: "2-5y", label: "2-5y", months: 24 },
  { value: "5y+", label: "5y+", months: 60 },
] as const;
export type TimeInBusiness = (typeof TIME_IN_BUSINESS_OPTIONS)[number]["value"];
export const TIME_IN_BUSINESS = TIME_IN_BUSINESS_OPTIONS.map((o) => o.value) as [TimeInBusiness, ...TimeInBusiness[]];

/** Wizard term buttons, in months (spec §9). */
export const TERM_OPTIONS = [12, 24, 36, 60] as const;

export const INDUSTRY_OPTIONS = [
  { value: "manufacturing", label: "Manufacturing" },
  { value: "construction", label: "Construction" },
  { value: "retail_hospitality", label: "Retail & Hospitality" },
  { value: "transport_logistics", label: "Transport & Logistics" },
  { value: "professional_services", label: "Professional Services" },
  { value: "technology", label: "Technology" },
  { value: "healthcare", label: "Healthcare" },
  { value: "agriculture", label: "Agriculture" },
  { value: "other", label: "Other" },
] as const;
export type Industry = (typeof INDUSTRY_OPTIONS)[number]["value"];
export const INDUSTRIES = INDUSTRY_OPTIONS.map((o) => o.value) as [Industry, ...Industry[]];

function labeller(options: readonly { value: string; label: string }[]) {
  const map = new Map(options.map((o) => [o.value, o.label]));
  return (value: string | null | undefined): string => (value ? (map.get(value) ?? value) : "—");
}
export const purposeLabel = labeller(PURPOSE_OPTIONS);
export const creditProfileLabel = labeller(CREDIT_PROFILE_OPTIONS);
export const timeInBusinessLabel = labeller(TIME_IN_BUSINESS_OPTIONS);
export const industryLabel = labeller(INDUSTRY_OPTIONS);

/** Trading months at the start of a time-in-business band (0 when unknown). */
export function monthsInBusiness(value: string): number {
  return TIME_IN_BUSINESS_OPTIONS.find((o) => o.value === value)?.months ?? 0;
}

/** A stored code in words when no label is listed: 'bank_statement' -> 'Bank statement'. */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "—";
}

/** Document types as uploads store them; 'general' is what an upload without a checklist item gets. */
const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  general: "Other document",
  bank_statement: "Bank statement",
  identification: "Identification",
};
export const documentTypeLabel = (type: string | null | undefined) =>
  type ? (DOCUMENT_TYPE_LABELS[type] ?? humanize(type)) : "—";
