/**
 * How long the application takes, said only as we measured it (issue #37 item 3, ADR 064): the
 * median time from an applicant's first saved answer (the wizard draft's creation) to the
 * submitted application, over our own applications (lib/applications/completion-time.ts measures
 * it; `npm run figures:completion` writes the measurement to ./completion-measured.ts, which the
 * statically built pages read at build time). Below MIN_COMPLETION_SAMPLE applications a median
 * says little, so the claim counts the wizard's questions and screens instead: no time is stated
 * that we have not measured.
 *
 * Pure: the header, /how-it-works, the FAQ and the product pages all read `PROMISES.completion`.
 */
import { WIZARD_QUESTIONS } from "@/lib/applications/wizard-steps";
import { MEASURED } from "./completion-measured";

/** Fewer submitted drafts than this, and the claim counts questions instead of quoting a median. */
export const MIN_COMPLETION_SAMPLE = 30;
/** The measurement looks back this far (days before it was taken). */
export const COMPLETION_WINDOW_DAYS = 90;

export interface CompletionMeasurement {
  /** The day the measurement was taken (YYYY-MM-DD). */
  measuredAt: string;
  windowDays: number;
  /** Submitted applications with a draft start in the window. */
  sample: number;
  /** Their median draft-created → submitted time; null with no sample. */
  medianSeconds: number | null;
}

/** The measurement the built pages state (the last `npm run figures:completion`). */
export const MEASURED_COMPLETION: CompletionMeasurement = MEASURED;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const monthOf = (isoDay: string) => {
  const [y, m] = isoDay.split("-");
  return `${MONTHS[Number(m) - 1] ?? ""} ${y}`.trim();
};

/** "9 minutes": the median rounded to whole minutes, at least one. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** What every page says about the time to apply, from one measurement (or the question count). */
export function completionClaim(m: CompletionMeasurement = MEASURED_COMPLETION, questions = WIZARD_QUESTIONS) {
  const counted = {
    /** "14 questions on 11 screens" */
    all: `${questions.total} questions on ${questions.screens} screens`,
    /** "9 questions to see your matches" */
    toMatches: `${questions.toMatches} questions to see your matches`,
  };
  if (m.medianSeconds !== null && m.sample >= MIN_COMPLETION_SAMPLE) {
    const about = minutesText(m.medianSeconds);
    const basis = `median time from first answer to submission, ${m.sample} applications in the ${m.windowDays} days to ${monthOf(m.measuredAt)}`;
    return {
      measured: true as const,
      /** The wizard header. */
      header: `Most applicants finish in about ${about} (our median, ${m.sample} applications)`,
      /** Said beside the header, the FAQ and /how-it-works: what the figure is. */
      basis,
      /** /how-it-works 'Application' step. */
      application: `Most applicants finish in about ${about} online (${basis}).`,
      /** Product pages' 'Apply' step. */
      apply: `${counted.toMatches}; most applicants finish in about ${about}.`,
      faq: `${counted.all}, ${counted.toMatches}. Most applicants finish in about ${about} (${basis}).`,
      metadata: `${counted.all}; most applicants finish in about ${about}.`,
    };
  }
  const basis = `fewer than ${MIN_COMPLETION_SAMPLE} applications measured so far, so we count the questions rather than quote a time`;
  return {
    measured: false as const,
    header: `${questions.total} questions, ${questions.toMatches} to see your matches`,
    basis,
    application: `${counted.all} online, ${counted.toMatches}.`,
    apply: `${counted.toMatches}.`,
    faq: `${counted.all}, ${counted.toMatches}; we will quote a typical time once we have measured enough applications.`,
    metadata: `${counted.all}.`,
  };
}

export type CompletionClaim = ReturnType<typeof completionClaim>;
