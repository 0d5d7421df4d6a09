/**
 * E-mail and Australian phone rules (spec section 5), as plain predicates for instant feedback in
 * the browser and as zod schemas that forms and route handlers share, so both agree exactly.
 */
import { text } from "@/lib/validation/text";
import {
  EMAIL_MESSAGE,
  isValidAuPhone,
  isValidEmail,
  normalizeEmail,
  normalizePhone,
  PHONE_MESSAGE,
} from "./contact-rules";

// The plain predicates and formatting, free of zod (client code that only checks imports them from
// there); the schemas below build on them.
export * from "./contact-rules";

/**
 * Normalised (trimmed, NFKC, lower case, no trailing dot: `normalizeEmail`), then checked; the
 * output is the normalised address. An empty value gets the same message: the field is required.
 */
export const emailSchema = text(EMAIL_MESSAGE).transform(normalizeEmail).refine(isValidEmail, EMAIL_MESSAGE);

/** Validates only, so form input and output types stay `string` for react-hook-form. */
export const auPhoneSchema = text(PHONE_MESSAGE).trim().refine(isValidAuPhone, PHONE_MESSAGE);

/** For route handlers: validates, then yields digits only for storage. */
export const auPhoneDigitsSchema = auPhoneSchema.transform(normalizePhone);

/** Optional phone fields (contact form): blank is fine, anything else must be a valid number. */
export const optionalAuPhoneSchema = text(PHONE_MESSAGE)
  .trim()
  .refine((v) => v === "" || isValidAuPhone(v), PHONE_MESSAGE)
  .optional();
