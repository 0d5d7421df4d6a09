/**
 * The words the owner agrees to for each lender (issue 34 item 1, ADR 066), versioned: a consent
 * record names the version it was given under, and the receipt prints that version's text. A change
 * to the words is a new version added here; old versions stay, so every record can be reprinted
 * exactly. Pure: no I/O.
 */

export type CreditEnquiryKind = "soft" | "hard";

export interface ConsentTextInput {
  personName: string;
  businessName: string;
  applicationNumber: string;
  lenderName: string;
  enquiry: CreditEnquiryKind;
  /** What the lender will receive, in words. */
  documents: readonly string[];
}

export const ENQUIRY_WORDS: Record<CreditEnquiryKind, string> = {
  soft: "a soft credit enquiry, which other lenders do not see and which does not affect your credit score",
  hard: "a hard credit enquiry, which is recorded on your credit file and seen by other lenders",
};

const V1 = (i: ConsentTextInput) =>
  [
    `I, ${i.personName}, on behalf of ${i.businessName}, consent to BizFund Australia sending application ${i.applicationNumber} to ${i.lenderName}.`,
    `${i.lenderName} will make ${ENQUIRY_WORDS[i.enquiry]}, and will receive: ${i.documents.join("; ")}.`,
    `${i.lenderName} may use this information only to assess this application. I can withdraw this consent at any time before a loan is accepted, in my portal's lender list; BizFund will then tell ${i.lenderName} to stop assessing and to delete what it received where the law allows.`,
    "Information is collected, used and disclosed under the BizFund Privacy Policy and Credit Guide.",
  ].join(" ");

/** Every version's text, by version; never edit a published version's words. */
export const LENDER_CONSENT_TEXTS = {
  "lender-consent-2026-11": V1,
} as const satisfies Record<string, (i: ConsentTextInput) => string>;

export type ConsentTextVersion = keyof typeof LENDER_CONSENT_TEXTS;

/** The version the portal shows and new records carry. */
export const LENDER_CONSENT_VERSION: ConsentTextVersion = "lender-consent-2026-11";

/** The exact words of `version` for this lender and person; null for an unknown version. */
export function consentText(version: string, input: ConsentTextInput): string | null {
  const render = (LENDER_CONSENT_TEXTS as Record<string, (i: ConsentTextInput) => string>)[version];
  return render ? render(input) : null;
}
