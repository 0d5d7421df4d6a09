/**
 * The complaint rules that need no database (ADR 061): status labels, what is overdue, when the
 * AFCA referral text is shown, and the texts themselves. Pure.
 */

export const COMPLAINT_STATUSES = ["received", "acknowledged", "in_progress", "resolved", "referred_to_afca"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  received: "Received",
  acknowledged: "Acknowledged",
  in_progress: "Being investigated",
  resolved: "Resolved",
  referred_to_afca: "Referred to AFCA",
};

export const COMPLAINT_CATEGORIES = {
  service: "Service or communication",
  fees: "Fees, commission or costs",
  decision: "A lending decision or offer",
  privacy: "Privacy or my information",
  other: "Something else",
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;

/** Closed: no deadline runs any more. */
export const isClosed = (status: ComplaintStatus) => status === "resolved" || status === "referred_to_afca";

export interface DeadlineView {
  status: ComplaintStatus;
  acknowledgeBy: Date;
  respondBy: Date;
  unhappyAt?: Date | null;
}

/** Which deadline has passed, if any: the acknowledgement first, then the internal response. */
export function overdue(c: DeadlineView, now: Date): "acknowledgement" | "response" | null {
  if (c.status === "received" && c.acknowledgeBy < now) return "acknowledgement";
  if (!isClosed(c.status) && c.respondBy < now) return "response";
  return null;
}

/**
 * The AFCA referral text is shown once the 30-day response deadline has passed without a
 * resolution, when the complainant says they are unhappy with the outcome, and after a referral.
 */
export function showAfcaReferral(c: DeadlineView, now: Date): boolean {
  if (c.status === "referred_to_afca" || c.unhappyAt) return true;
  return c.status !== "resolved" && c.respondBy < now;
}

export const AFCA = {
  name: "Australian Financial Complaints Authority (AFCA)",
  website: "www.afca.org.au",
  phone: "1800 931 678",
  email: "info@afca.org.au",
  post: "GPO Box 3, Melbourne VIC 3001",
} as const;

/** The referral text, in plain words, with AFCA's contact details and the time limits. */
export const AFCA_REFERRAL_TEXT = [
  `If you are not satisfied with our response, or we have not responded within 30 calendar days of receiving your complaint, you can take it to the ${AFCA.name}.`,
  "AFCA provides fair and independent financial services complaint resolution that is free to consumers and small businesses.",
  `Website: ${AFCA.website} · Phone: ${AFCA.phone} (free call) · Email: ${AFCA.email} · Post: ${AFCA.post}.`,
  "Time limits may apply to complain to AFCA, so you should act promptly. Generally you need to lodge your complaint with AFCA within 2 years of our final response, or within 6 years of when you first became aware of the loss. Check AFCA's website for the time limits that apply to you.",
] as const;

/** Reference shown to everyone: CMP-0001. */
export const complaintReference = (seq: number) => `CMP-${String(seq).padStart(4, "0")}`;
