/**
 * What makes a commission statement a tax document (issue 35 item 3, ADR 074). Pure: used by the CSV,
 * the PDF and the partner's tax-details page.
 *
 * A partner registered for GST (with an ABN) receives a recipient-created tax invoice (RCTI): we, the
 * recipient of their referral service, issue the tax invoice for it, under the written agreement
 * the ATO's RCTI determination requires, whose wording is below. Anyone else receives a remittance
 * advice, which is not a tax invoice.
 *
 * Commission amounts are GST-inclusive (the partner agreement's terms): a GST-registered partner's
 * commission includes GST of one eleventh; the amount paid is the same either way.
 */
export type StatementKind = "rcti" | "remittance_advice";

export const STATEMENT_TITLES: Record<StatementKind, string> = {
  rcti: "Recipient Created Tax Invoice",
  remittance_advice: "Remittance Advice",
};

/** The written RCTI agreement, in the wording the ATO's determination sets out; printed on every RCTI. */
export const RCTI_AGREEMENT = [
  "The recipient and the supplier declare that this agreement applies to supplies to which this tax invoice relates.",
  "The recipient can issue tax invoices in respect of these supplies.",
  "The supplier will not issue tax invoices in respect of these supplies.",
  "The supplier acknowledges that it is registered for GST and that it will notify the recipient if it ceases to be registered.",
  "The recipient acknowledges that it is registered for GST and that it will notify the supplier if it ceases to be registered.",
  "Acceptance of this recipient created tax invoice (RCTI) constitutes acceptance of the terms of this written agreement.",
  "Both parties to this supply agree that they are parties to an RCTI agreement.",
  "The supplier agrees to notify the recipient if the supplier does not wish to accept the proposed agreement within 21 days of receiving this document.",
] as const;

export const REMITTANCE_NOTE =
  "This is a remittance advice, not a tax invoice: the supplier is not registered for GST, so no GST is included.";

export function statementKind(supplier: { gstRegistered: boolean; abn: string | null }): StatementKind {
  return supplier.gstRegistered && supplier.abn ? "rcti" : "remittance_advice";
}

/** GST included in a GST-inclusive amount, in cents (one eleventh, rounded to the cent; a clawback's is negative). */
export function gstIncludedCents(amountCents: number): number {
  return Math.sign(amountCents) * Math.round(Math.abs(amountCents) / 11);
}

/** The document's number: one per partner and month, so a reissued statement keeps its number. */
export function statementNumber(kind: StatementKind, partnerId: string, month: string): string {
  const prefix = kind === "rcti" ? "RCTI" : "RA";
  return `${prefix}-${month.replace("-", "")}-${partnerId.slice(-6).toUpperCase()}`;
}
