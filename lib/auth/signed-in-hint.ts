import { SESSION_COOKIE_NAME } from "./session-policy";

/**
 * A readable, content-free "signed in" hint for statically generated pages. The session cookie is
 * HttpOnly, so a static page cannot tell whether asking GET /api/auth/user is worth it; without a
 * hint every signed-out visit would cost a request that answers 401 (a console error, and a fetch
 * Lighthouse waits on). proxy.ts keeps the hint in step with the session cookie on every request.
 * The hint grants nothing: /api/auth/user still decides, and a stale hint only costs one 401.
 * Content-free by design (ADR 008): its value is always "1" — never a user id, role, name or any
 * part of the session cookie — because any script on the page can read it.
 */
export const SIGNED_IN_HINT = "bf_signed_in";

const SESSION_COOKIE = new RegExp(`^(__Secure-)?${SESSION_COOKIE_NAME.replace(/\./g, "\\.")}(\\.\\d+)?$`);

export const isSessionCookieName = (name: string) => SESSION_COOKIE.test(name);

export function hasSessionCookie(names: readonly string[]): boolean {
  return names.some(isSessionCookieName);
}

/** What the proxy should do with the hint: set it, clear it, or leave it. */
export function hintChange(cookieNames: readonly string[]): "set" | "clear" | null {
  const session = hasSessionCookie(cookieNames);
  const hint = cookieNames.includes(SIGNED_IN_HINT);
  if (session && !hint) return "set";
  if (!session && hint) return "clear";
  return null;
}

/** In the browser: whether document.cookie carries the hint. */
export function hintPresent(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((c) => c === `${SIGNED_IN_HINT}=1`);
}
