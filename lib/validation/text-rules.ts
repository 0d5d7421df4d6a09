/**
 * The text rules as plain messages and predicates, free of zod (ADR 035): `text.ts` builds THE
 * string schemas on them and re-exports them.
 */

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

type AddressValues = Record<string, string | string[] | undefined>;

/** Every value of a path's params or a query (single or repeated) is storable text. */
export const allStorable = (values: AddressValues) =>
  Object.values(values)
    .flat()
    .every((v) => v === undefined || isStorableText(v));

/** A page's query without the values that are not storable text: ignored, as an unknown parameter is. */
export const storableOnly = <V extends AddressValues>(values: V): Partial<V> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => allStorable({ v }))) as Partial<V>;
export const isSingleLine = (value: string) => !NOT_ONE_LINE.test(value);
