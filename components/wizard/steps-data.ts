import { DISPLAY_STEPS, FIELD_STEPS } from "@/lib/applications/wizard-steps";

/**
 * Wizard constants (spec §2, §9). The step count and each answer's step live in lib, because the
 * site's time claim counts them (ADR 064).
 */
export { DISPLAY_STEPS, FIELD_STEPS, TOTAL_STEPS } from "@/lib/applications/wizard-steps";
export const AUTO_ADVANCE_MS = 800;
/** Step 8's animation: about 4.5 s plus 0.5 s. */
export const MATCHING_ANIMATION_MS = 4500 + 500;
export const LOOKUP_DEBOUNCE_MS = 500;
export const ANSWERS_KEY = "bizfund.wizard.answers";
export const REFERRAL_COOKIE = "bizfund_ref";
/**
 * 'No credit checks' (spec) says what happens (ADR 009, lib/credit): one soft check, only with the
 * applicant's recorded consent, at submission; a hard enquiry only later, with a lender, on consent.
 */
export const TRUST_BADGES = [
  "256-bit SSL encryption",
  "Soft credit check, with your consent",
  "Your data is secure",
  "Instant pre-approval",
] as const;
/** Steps that advance by themselves after a choice. */
export const AUTO_STEPS = new Set([1, 3, 5, 6]);
/** Previous shows on steps 2-11 except 8. */
export const hasPrevious = (step: number) => step >= 2 && step <= 11 && step !== 8;
/**
 * Where Previous goes: the step before, except from step 9, whose step before is the matching
 * animation (which would move straight back on): it goes to the company step (issue #37).
 */
export const previousStep = (step: number) => (step === 9 ? 7 : step - 1);
/** The steps that show the answers so far, each with 'Edit' (issue #37: from step 9 until the submission). */
export const SUMMARY_STEPS = new Set([9, 10]);

/** The earliest step holding one of these fields (the server may name fields in any order); null if none. */
export function firstStepOf(fields: Iterable<string>): number | null {
  let first: number | null = null;
  for (const f of fields) {
    const s = FIELD_STEPS[f];
    if (s !== undefined && (first === null || s < first)) first = s;
  }
  return first;
}
export const displayStep = (step: number) => Math.max(1, Math.min(step, DISPLAY_STEPS));
/** Each step's heading, which takes focus when the step opens. */
export const HEADINGS: Record<number, string> = {
  1: "What do you need the funds for?",
  2: "How much do you need?",
  3: "Over what term?",
  4: "What is your monthly turnover?",
  5: "How would you describe your credit profile?",
  6: "How long have you been in business?",
  7: "Find your company",
  8: "Finding your perfect matches",
  9: "Great news: lenders are ready for you",
  10: "Where should we send your quotes?",
  11: "Your loan estimate",
  12: "Application Complete!",
};
/** Step 9 when no lender matches: said plainly, not greeted with 'Great news'. */
export const NO_MATCH_HEADING = "No lender matches these answers yet";
/** The heading a step shows; step 9's depends on how many lenders matched (unknown while loading). */
export const headingFor = (step: number, matchedLenders?: number | null) =>
  step === 9 && matchedLenders === 0 ? NO_MATCH_HEADING : HEADINGS[step];
