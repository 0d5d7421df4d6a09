import { z } from "@/lib/validation/zod";
import { emailSchema, optionalAuPhoneSchema } from "@/lib/validation/contact";
import { ticked } from "@/lib/validation/checkbox";
import { businessName, personName, recordId, singleLine, text } from "@/lib/validation/text";
import { wizardAnswersSchema, type WizardAnswers } from "@/lib/applications/wizard-schema";

import { LeadStatus } from "@/lib/db/generated/enums";

export const leadInputSchema = z.object({
  contactName: personName().trim().min(1, "Contact name is required").max(120),
  businessName: businessName().trim().min(1, "Business name is required").max(160),
  // A blank amount is no amount (not $0), from a form's empty input as from JSON's "".
  loanAmount: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int("Whole dollars only").min(0).max(100_000_000).optional(),
  ),
  email: emailSchema,
  phone: optionalAuPhoneSchema,
  notes: text().trim().max(2000).optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadUpdateSchema = z.object({
  status: z.enum(LeadStatus).optional(),
  notes: text().trim().max(2000).optional(),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/**
 * A partner converting a lead (ADR 019): the wizard's answers and rules, less the e-mail (always the
 * lead's: the application is the client's), plus the partner's declaration that the client asked
 * them to apply. The client's own consent to the soft credit check is given on confirming.
 */
export const leadConversionSchema = wizardAnswersSchema.omit({ email: true }).extend({
  // The industry select holds "" for 'none'.
  industry: z.preprocess((v) => (v === "" ? undefined : v), wizardAnswersSchema.shape.industry),
  clientAuthority: z.literal(true, { error: "Confirm that the client asked you to apply on their behalf" }),
  idempotencyKey: singleLine().uuid("Missing submission key"),
});
export type LeadConversion = z.output<typeof leadConversionSchema>;

/**
 * The conversion form's fields (ADR 055): the same rules, with the lead it converts and the
 * declaration as a checkbox posts it ("true" when ticked, nothing when not), for the browser's check
 * and the server action's alike.
 */
export const leadConversionFormSchema = leadConversionSchema.extend({
  leadId: recordId(),
  clientAuthority: ticked(leadConversionSchema.shape.clientAuthority),
});

/** The wizard's answers in a conversion, with the lead's e-mail (the declaration and key left out). */
export function conversionAnswers(c: LeadConversion, email: string): WizardAnswers {
  const { clientAuthority, idempotencyKey, ...answers } = c;
  void clientAuthority;
  void idempotencyKey;
  return { ...answers, email };
}
