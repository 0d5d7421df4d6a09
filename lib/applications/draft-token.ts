/**
 * The wizard draft's secrets (ADR 014), pure: the 256-bit values that go into the draft cookie and
 * the e-mailed resume link, their hashes (the only form the database keeps), the 30-day expiry, and
 * the cookie header. No I/O, so the rules are unit-tested beside this file.
 */
import { createHash, randomBytes } from "node:crypto";
import { httpOnlyCookieHeader } from "@/lib/http/client";

export const DRAFT_COOKIE = "bizfund_draft";
export const DRAFT_TTL_DAYS = 30;
const DAY_MS = 86_400_000;

/** 32 random bytes, base64url: 43 characters. */
export const newDraftToken = () => randomBytes(32).toString("base64url");

/** What a token must look like before it is worth a database lookup. */
export const looksLikeDraftToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

export const hashDraftToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A draft lives 30 days after its last save. */
export const draftExpiry = (savedAt: Date) => new Date(savedAt.getTime() + DRAFT_TTL_DAYS * DAY_MS);

export const isDraftLive = (draft: { expiresAt: Date }, now = new Date()) => draft.expiresAt > now;

/** The draft cookie: HttpOnly, SameSite=Lax, Secure only on an https site; `null` clears it. */
export function draftCookieHeader(token: string | null, options: { secure: boolean }): string {
  return httpOnlyCookieHeader(DRAFT_COOKIE, token ?? "", {
    maxAgeSeconds: token ? DRAFT_TTL_DAYS * 86_400 : 0,
    secure: options.secure,
  });
}

/** The draft token from a Cookie header, when it has the right shape. */
export function draftTokenFromCookies(header: string | null | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== DRAFT_COOKIE) continue;
    const value = rest.join("=");
    return looksLikeDraftToken(value) ? value : null;
  }
  return null;
}
