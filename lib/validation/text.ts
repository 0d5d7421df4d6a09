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

// The plain rules (messages and predicates, free of zod: client code that only checks imports them
// from there); the schemas below build on them.
import {
  INVALID_CHARACTER_MESSAGE,
  isSingleLine,
  isStorableText,
  NAME_MESSAGE,
  SINGLE_LINE_MESSAGE,
} from "./text-rules";
export * from "./text-rules";

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

/**
 * A record id from a page's address or query, by the API's own rule (`recordId`): the id, or
 * undefined for anything else (a NUL, a line break, an overlong value), before any database call.
 * PostgreSQL refuses a NUL outright (22021), which used to surface as "Something went wrong"
 * (issue #39 item 6).
 */
export function parseRecordId(value: unknown): string | undefined {
  const parsed = recordId().safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
