/**
 * Click-to-sign (issue 16 item 4): the consent the signer ticks and the form's schema, shared by the
 * signing form and the route. Pure.
 */
import { z } from "@/lib/validation/zod";
import { ticked } from "@/lib/validation/checkbox";
import { recordId, text } from "@/lib/validation/text";

/** Recorded word for word with each signature (Contract.consentText). */
export const SIGNING_CONSENT_TEXT =
  "I have read the loan contract, I agree to its terms, and I agree that typing my full name below is my electronic signature.";

export const signContractSchema = z.object({
  // Any storable text here: signContract refuses markup, control characters and any name but the
  // applicant's with one message that names whom it expects (lib/contracts/signer.ts).
  fullName: text().trim().min(2, "Type your full name to sign.").max(120),
  consent: z.literal(true, { error: "Tick the box to agree to sign electronically." }),
});
export type SignContractInput = z.infer<typeof signContractSchema>;

/** The signing form (ADR 055): the contract as a hidden field, the consent as its checkbox posts it. */
export const signContractFormSchema = signContractSchema.extend({
  contractId: recordId(),
  consent: ticked(signContractSchema.shape.consent),
});

/** Accepting an offer names the confirmation the client gave in the dialog that restated the terms. */
export const acceptOfferSchema = z.object({
  confirmed: z.literal(true, { error: "Confirm that you accept these terms." }),
});
