/**
 * E-mail and Australian phone rules (spec section 5) as plain predicates and formatting, free of zod
 * (ADR 035): instant feedback in the browser, and the base of `contact.ts`'s schemas.
 */
import { isSingleLine, isStorableText } from "./text-rules";

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PHONE_MESSAGE = "Please enter a valid Australian phone number";

/** RFC 5321 caps an address at 254 characters; anything longer is abuse, not a typo. */
export const EMAIL_MAX_LENGTH = 254;

// Deliberately loose: something@something.tld with no spaces. The real check is the sign-in mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  // \s leaves control characters and NUL to the pattern; an address never contains them.
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && isSingleLine(value) && isStorableText(value);
}

/**
 * The one form an e-mail address is looked up and stored in (issue #39 item 11): trimmed, NFKC
 * (full-width and other compatibility forms fold to their plain letters), lower case, and without
 * the trailing dot of a fully-qualified domain (`jane@example.com.` is `jane@example.com`).
 * Applied before every lookup and store, so one mailbox is one account, one lead, one link.
 */
export function normalizeEmail(value: string): string {
  const address = value.trim().normalize("NFKC").toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  return address.slice(0, at + 1) + address.slice(at + 1).replace(/\.+$/, "");
}

/** Mobile 04 + 8; landline 0[2378] + 8; 1300/1800 + 6. Checked with whitespace removed. */
const PHONE_PATTERN = /^(?:04\d{8}|0[2378]\d{8}|1[38]00\d{6})$/;

export function isValidAuPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.replace(/\s+/g, ""));
}

/** Digits only: the stored form, and the form a dialler wants. */
export function normalizePhone(value: string): string {
  return value.replace(/\D+/g, "");
}

/** Every accepted number has ten digits. */
export const PHONE_DIGITS = 10;
/** Ten digits plus two group spaces: an input's maxLength. */
export const PHONE_FORMATTED_MAX_LENGTH = 12;

/**
 * Formats as the user types: landlines 2-4-4 ("02 1234 5678"); mobiles, 1300/1800 and anything
 * else 4-3-3 ("0400 123 456"). Non-digits are dropped and input stops at ten digits, so the
 * result never ends in a space and deleting behaves naturally.
 */
export function formatAuPhone(input: string): string {
  const digits = normalizePhone(input).slice(0, PHONE_DIGITS);
  const groups = /^0[2378]/.test(digits) ? [2, 4, 4] : [4, 3, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
}
