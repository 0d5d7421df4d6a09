import { createHash } from "node:crypto";

/**
 * How a one-time token (sign-in and reset links, signing and consent links, confirmations) is kept:
 * its SHA-256, never the token. A leaf module, so command-line scripts (admin:create) can use it
 * without loading the sign-in code and Next's navigation with it.
 */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
