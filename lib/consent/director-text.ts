/**
 * A director's own consent to the lenders whose credit check reaches each director's consumer credit
 * file (ADR 083), versioned like the owner's (text.ts): a record names its version and can be
 * reprinted word for word. Pure: no I/O.
 */
import { ENQUIRY_WORDS, type CreditEnquiryKind } from "./text";

/**
 * Which lenders check each director's own credit: those making a hard enquiry (Lender.creditEnquiry)
 * request the bureau's consumer file of every director (lib/checks: consumer_bureau, one per person),
 * so each director must consent for themselves. A soft-enquiry lender (the alt-doc panel) decides on
 * the company's commercial file and the bank data, and needs the owner's consent only.
 */
export const checksDirectorsCredit = (lender: { creditEnquiry: string }) => lender.creditEnquiry === "hard";

export interface DirectorConsentInput {
  directorName: string;
  businessName: string;
  applicationNumber: string;
  lenders: readonly { name: string; enquiry: CreditEnquiryKind }[];
}

const V1 = (i: DirectorConsentInput) =>
  [
    `I, ${i.directorName}, a director of ${i.businessName}, consent to each lender below obtaining my consumer credit report from a credit reporting body to assess application ${i.applicationNumber}, and to BizFund Australia giving them my name, date of birth, address and driver licence details for that purpose:`,
    i.lenders.map((l) => `${l.name} (${ENQUIRY_WORDS[l.enquiry]})`).join("; ") + ".",
    "Each lender may use my information only to assess this application. I can withdraw this consent for a lender that has not yet made its enquiry by telling BizFund.",
    "Information is collected, used and disclosed under the BizFund Privacy Policy and Credit Guide.",
  ].join(" ");

/** Every version's words, by version; never edit a published version. */
export const DIRECTOR_CONSENT_TEXTS = {
  "director-credit-2026-11": V1,
} as const satisfies Record<string, (i: DirectorConsentInput) => string>;

export const DIRECTOR_CONSENT_VERSION: keyof typeof DIRECTOR_CONSENT_TEXTS = "director-credit-2026-11";

export function directorConsentText(version: string, input: DirectorConsentInput): string | null {
  const render = (DIRECTOR_CONSENT_TEXTS as Record<string, (i: DirectorConsentInput) => string>)[version];
  return render ? render(input) : null;
}

/** The words the director ticks to confirm, beside the typed name. */
export const DIRECTOR_CONFIRM_TEXT =
  "I have read the consent above, I give it for myself, and I agree that typing my full name is my electronic signature.";
