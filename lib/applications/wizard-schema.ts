import { z } from "@/lib/validation/zod";
import { abnProblem, normalizeAbn } from "@/lib/abr/abn";
import { WIZARD_AMOUNT_RANGE, WIZARD_TURNOVER_RANGE } from "@/lib/money/calculators";
import { auPhoneSchema, emailSchema } from "@/lib/validation/contact";
import { ticked } from "@/lib/validation/checkbox";
import { businessName, personName, singleLine } from "@/lib/validation/text";
import { CREDIT_PROFILES, INDUSTRIES, PURPOSES, TERM_OPTIONS, TIME_IN_BUSINESS } from "./vocab";

/** The privacy/credit-check notice the consent refers to; bump when its wording changes. */
export const CONSENT_NOTICE_VERSION = "2026-11";

const onStep = (range: { min: number; max: number; step: number }, label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int()
    .min(range.min, `${label} must be at least ${range.min.toLocaleString("en-AU")}`)
    .max(range.max, `${label} must be at most ${range.max.toLocaleString("en-AU")}`)
    .refine(
      (v) => (v - range.min) % range.step === 0,
      `${label} must be in steps of ${range.step.toLocaleString("en-AU")}`,
    );

/** Answers to the twelve-step wizard; the same schema checks the browser and the server. */
export const wizardAnswersSchema = z.object({
  purpose: z.enum(PURPOSES, { error: "Choose what the funds are for" }),
  amount: onStep(WIZARD_AMOUNT_RANGE, "Amount"),
  term: z.coerce
    .number()
    .refine((v) => (TERM_OPTIONS as readonly number[]).includes(v), "Choose a term of 12, 24, 36 or 60 months"),
  monthlyTurnover: onStep(WIZARD_TURNOVER_RANGE, "Monthly turnover"),
  creditProfile: z.enum(CREDIT_PROFILES, { error: "Choose your credit profile" }),
  timeInBusiness: z.enum(TIME_IN_BUSINESS, { error: "Choose how long you have been trading" }),
  companyName: businessName().trim().min(1, "Company name is required").max(160),
  abnNumber: singleLine()
    .trim()
    .optional()
    .transform((v) => (v ? normalizeAbn(v) : ""))
    // The same rule and words as step 7 (lib/abr/abn.ts): the reason is shown where the ABN is typed.
    .superRefine((v, ctx) => {
      const problem = abnProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  industry: z.enum(INDUSTRIES).optional(),
  firstName: personName().trim().min(1, "First name is required").max(80),
  lastName: personName().trim().min(1, "Last name is required").max(80),
  email: emailSchema,
  phone: auPhoneSchema,
});
export type WizardAnswers = z.infer<typeof wizardAnswersSchema>;

/** What the wizard sends at 'View Quotes'. */
export const wizardSubmissionSchema = wizardAnswersSchema.extend({
  consentSoftCheck: z.literal(true, { error: "Please agree to the soft credit check to see your quotes" }),
  idempotencyKey: singleLine().uuid("Missing submission key"),
  referralCode: singleLine().trim().max(40).optional(),
  leadId: singleLine().trim().max(40).optional(),
});
export type WizardSubmission = z.infer<typeof wizardSubmissionSchema>;

/** The answers step 9 needs to preview matches (no contact details yet). */
export const previewSchema = wizardAnswersSchema.pick({
  purpose: true,
  amount: true,
  term: true,
  monthlyTurnover: true,
  creditProfile: true,
  timeInBusiness: true,
  industry: true,
});

/** The address owner adding a held application to their account (/application/confirm and its handler). */
export const confirmHeldApplicationSchema = z.object({
  token: singleLine().min(20, "This confirmation link is incomplete.").max(100, "This confirmation link is not valid."),
  consentSoftCheck: z.literal(true, { error: "Please agree to the soft credit check to add this application" }),
});

/** The held-application page's form (ADR 055): the consent as its checkbox posts it. */
export const confirmHeldFormSchema = confirmHeldApplicationSchema.extend({
  consentSoftCheck: ticked(confirmHeldApplicationSchema.shape.consentSoftCheck),
});

/** A submission split into the answers and its envelope (consent, idempotency key, attribution). */
export function submissionParts(s: WizardSubmission) {
  const { consentSoftCheck, idempotencyKey, referralCode, leadId, ...answers } = s;
  return {
    consentSoftCheck,
    idempotencyKey,
    referralCode: referralCode ?? null,
    leadId: leadId ?? null,
    answers: answers satisfies WizardAnswers,
  };
}

/**
 * The wizard form in the browser: the answers plus the consent, as the form holds them. The
 * industry select holds "" for 'none', which the server's schema does not accept, so it becomes
 * undefined here; everything else is the server's rule, so both sides agree.
 */
export const wizardFormSchema = wizardAnswersSchema.extend({
  industry: z.preprocess((v) => (v === "" ? undefined : v), wizardAnswersSchema.shape.industry),
  consentSoftCheck: wizardSubmissionSchema.shape.consentSoftCheck,
});
export type WizardFormOutput = z.output<typeof wizardFormSchema>;

/** A field the form posts blank is no answer (JSON leaves the key out). */
const blankIsNone = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema);

/**
 * The wizard's 'View Quotes' as its form posts it (ADR 055): every answer a text field (the earlier
 * steps' as hidden fields), the consent as its checkbox posts it. The referral code is read from the
 * referral cookie by the action, not from the form.
 */
export const wizardSubmissionFormSchema = wizardSubmissionSchema.omit({ referralCode: true }).extend({
  industry: blankIsNone(wizardAnswersSchema.shape.industry),
  consentSoftCheck: ticked(wizardSubmissionSchema.shape.consentSoftCheck),
  leadId: blankIsNone(wizardSubmissionSchema.shape.leadId),
});

/** Step 10's fields: 'View Quotes' is enabled once these pass. */
export const wizardContactSchema = wizardFormSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  consentSoftCheck: true,
});
