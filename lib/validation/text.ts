/**
 * THE string schemas: every text field of every form, body, query and path goes through one of
 * these (eslint refuses a bare `z.string()` elsewhere), so no field can forget the rules that keep
 * input storable and e-mails honest:
 * - no NUL character (PostgreSQL cannot store one) and no unpaired UTF-16 surrogate (it would be
 *   silently stored as U+FFFD);
 * - names and other one-line values carry no line breaks or control characters: a name is
 *   written into e-mail bodies and headers, where a line break forges lines.
 * Each helper answers a ZodString, so callers chain .trim(), .min(), .max() and their own messages.
 */
import { z } from "@/lib/validation/zod";

export const INVALID_CHARACTER_MESSAGE = "This field contains a character that is not allowed.";
export const SINGLE_LINE_MESSAGE = "Use a single line, without line breaks or control characters.";
export const NAME_MESSAGE = "Names must be on one line, without line breaks or control characters.";

/** NUL, or a surrogate half without its partner (not encodable as UTF-8). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters that break a line or hide text: C0 and C1 controls (CR, LF, TAB, ESC…), DEL, the
 * Unicode line and paragraph separators, and the bidirectional overrides that reorder what a
 * reader sees.
 */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const isStorableText = (value: string) => !UNSTORABLE.test(value);
export const isSingleLine = (value: string) => !NOT_ONE_LINE.test(value);

/** Any text, line breaks allowed (messages, notes, descriptions). */
export function text(message = INVALID_CHARACTER_MESSAGE) {
  // The builder this helper exists to wrap.
  // eslint-disable-next-line no-restricted-syntax
  return z.string().refine(isStorableText, message);
}

/** One line of text: subjects, identifiers, search terms, cursors, codes. */
export function singleLine(message = SINGLE_LINE_MESSAGE) {
  return text().refine(isSingleLine, message);
}

/** A person's name (first, last, full, contact name). */
export const personName = () => singleLine(NAME_MESSAGE);

/** A business or company name. */
export const businessName = () => singleLine(NAME_MESSAGE);

/** A record id in a path, query or body: one line, bounded (ids are short; a long one is abuse). */
export const recordId = (required = "Required") => singleLine().min(1, required).max(100);
