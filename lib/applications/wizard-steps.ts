/**
 * The wizard's shape, shared by the wizard (components/wizard/steps-data.ts re-exports it) and by
 * what the site says about it (lib/marketing/completion-claim.ts counts its questions and screens),
 * so a claim about the wizard follows the wizard.
 */

/** Every screen, the completion screen included (spec §2, §9). */
export const TOTAL_STEPS = 12;
/**
 * The screens the progress counts: every one the applicant sees before the completion screen
 * (issue #37 item 3; the spec's 'of 9' said 'Step 9 of 9' on three screens, with more to follow).
 */
export const DISPLAY_STEPS = TOTAL_STEPS - 1;
/** The matching animation; the screens before it are what an applicant answers to see matches. */
export const MATCHING_STEP = 8;

/** The step that asks for each answer: a refused answer takes the applicant there (issue #37). */
export const FIELD_STEPS: Record<string, number> = {
  purpose: 1,
  amount: 2,
  term: 3,
  monthlyTurnover: 4,
  creditProfile: 5,
  timeInBusiness: 6,
  companyName: 7,
  abnNumber: 7,
  industry: 7,
  firstName: 10,
  lastName: 10,
  email: 10,
  phone: 10,
  consentSoftCheck: 10,
};

/** How many answers the wizard asks for: all of them, and those before the matches are shown. */
export const WIZARD_QUESTIONS = {
  total: Object.keys(FIELD_STEPS).length,
  toMatches: Object.values(FIELD_STEPS).filter((step) => step < MATCHING_STEP).length,
  screens: DISPLAY_STEPS,
} as const;
