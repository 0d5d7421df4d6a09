/** Why a lead cannot be converted (ADR 019): the server's 409 and the disabled button's reason. */
export const LEAD_NOT_FOUND = "Lead not found.";
export const LOST_LEAD_REFUSAL =
  "This lead is marked lost, so it cannot be converted. Move it back to New or Contacted first.";
export const CONVERTED_LEAD_REFUSAL = "This lead has already been converted to an application.";
export const AWAITING_REFUSAL = "This lead's application is already awaiting client confirmation.";

/** Why a lead cannot be converted now, or null when it can (the button shows the same reason). */
export function conversionBlocker(lead: {
  status: string;
  applicationId: string | null;
  awaitingConfirmation?: string | null;
}): string | null {
  if (lead.applicationId || lead.status === "converted") return CONVERTED_LEAD_REFUSAL;
  if (lead.awaitingConfirmation) return AWAITING_REFUSAL;
  if (lead.status === "lost") return LOST_LEAD_REFUSAL;
  return null;
}
