/**
 * The guarantor's signing forms (issue #34 item 4, ADR 067): the link's token travels in the form,
 * the code and the typed name are checked by the domain (guarantor-sign.ts). Pure.
 */
import { z } from "@/lib/validation/zod";
import { text } from "@/lib/validation/text";

/** Recorded word for word with each guarantor's signature (GuarantorSigning.consentText). */
export const GUARANTEE_CONSENT_TEXT =
  "I have read the loan contract, I guarantee the borrower's obligations under it as set out in its guarantee, and I agree that typing my full name below is my electronic signature.";

const token = text().trim().min(20, "This signing link is not valid.").max(100, "This signing link is not valid.");

export const guaranteeCodeSchema = z.object({ token });

export const signGuaranteeSchema = z.object({
  token,
  code: text()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code we sent you."),
  fullName: text().trim().min(2, "Type your full name to sign.").max(120),
  // A checkbox: true from the enhanced form, "on" from the browser's own POST.
  consent: z.union([z.literal(true), z.literal("on")], { error: "Tick the box to agree to sign electronically." }),
});
export type SignGuaranteeInput = z.infer<typeof signGuaranteeSchema>;
