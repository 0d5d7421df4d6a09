import { text } from "@/lib/validation/client";
import { PASSWORD_MIN_LENGTH } from "./password";

/** The most common passwords (a short, bundled list; lower-case). */
const COMMON = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "iloveyou",
  "11111111",
  "abc12345",
  "letmein1",
  "welcome1",
  "welcome123",
  "admin123",
  "passw0rd",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "superman",
  "trustno1",
  "monkey123",
  "dragon123",
  "starwars",
  "whatever",
  "qwerty12",
  "1q2w3e4r",
  "zaq12wsx",
  "changeme",
  "bizfund123",
  "australia",
  "melbourne",
  "password!",
  "p@ssw0rd",
  "00000000",
  "87654321",
  "asdfghjk",
  "qazwsxedc",
  "computer",
]);

export function isCommonPassword(pw: string): boolean {
  return COMMON.has(pw.toLowerCase());
}

export const newPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Use at most 200 characters")
  .refine((pw) => !isCommonPassword(pw), "That password is too common. Choose another.");
