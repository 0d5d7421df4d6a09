/**
 * Who may sign (issue #39 item 8): the typed name must be the applicant's as recorded on the
 * application. Compared after Unicode NFKC, with case and runs of whitespace ignored and curly
 * apostrophes read as straight ones. The first name's first word and the whole last name must
 * match; middle names are free (typed or left out), since the application records only first and
 * last. Markup (< or >) and control characters are never a name. Pure.
 */
import { isSingleLine } from "@/lib/validation/client";

export interface RecordedSigner {
  firstName: string;
  lastName: string;
}

/** NFKC, straight apostrophes, one space between words, lower case. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const words = (name: string) => normaliseName(name).split(" ").filter(Boolean);

/** The recorded name as the signer is asked to type it. */
export const expectedSignerName = (s: RecordedSigner) => `${s.firstName} ${s.lastName}`.normalize("NFKC").trim();

export function signerNameMatches(typed: string, recorded: RecordedSigner): boolean {
  const t = words(typed);
  const first = words(recorded.firstName)[0];
  const last = words(recorded.lastName);
  if (!first || !last.length || t.length < 1 + last.length) return false;
  return t[0] === first && last.every((w, i) => t[t.length - last.length + i] === w);
}

/** Why the typed name cannot sign, naming whom the application expects; null when it may. */
export function signerNameProblem(typed: string, recorded: RecordedSigner): string | null {
  const ask = `Type your full name as it appears on the application: ${expectedSignerName(recorded)}.`;
  if (/[<>]/.test(typed) || !isSingleLine(typed)) return `A name cannot contain < or > or control characters. ${ask}`;
  return signerNameMatches(typed, recorded) ? null : ask;
}
