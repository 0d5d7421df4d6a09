import type { SessionUser } from "@/lib/auth/session";
/**
 * Acting as a user in integration tests: actAs(user) makes every route handler and page called
 * afterwards see that user's session (as a fresh cookie would carry it); actAs(null) signs out.
 * Build requests with apiRequest() so the same-origin check passes as it does for our own pages.
 */
export interface SessionClaims {
  uid: string;
  sv: number;
  mfa?: boolean;
  /** The server-side session row; set on first use (db-setup.ts), as a sign-in would. */
  sid?: string;
  /** When the cookie was issued (seconds); a cookie without it counts as issued long ago. */
  iat?: number;
}

export function actAs(
  user: { id: string; sessionVersion?: number } | null,
  opts: { mfa?: boolean; sv?: number } = {},
): void {
  const g = globalThis as { __testSession?: SessionClaims | null };
  g.__testSession = user ? { uid: user.id, sv: opts.sv ?? user.sessionVersion ?? 0, mfa: opts.mfa ?? true } : null;
}

/** The claims the current test session carries (a copy of "the cookie"). */
export function currentClaims(): SessionClaims | null {
  const claims = (globalThis as { __testSession?: SessionClaims | null }).__testSession;
  return claims ? { ...claims } : null;
}

/** Replays previously captured claims, as a copied cookie would be. */
export function replayClaims(claims: SessionClaims | null): void {
  (globalThis as { __testSession?: SessionClaims | null }).__testSession = claims ? { ...claims } : null;
}

export const TEST_ORIGIN = "http://127.0.0.1:3000";

/** A same-origin request to our API (JSON body when given). */
export function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Request {
  const init: RequestInit = {
    method,
    headers: { host: "127.0.0.1:3000", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", ...headers },
  };
  if (body !== undefined) {
    init.body = typeof body === "string" || body instanceof FormData ? body : JSON.stringify(body);
    if (!(body instanceof FormData)) (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return new Request(`${TEST_ORIGIN}${path}`, init);
}

/** The second argument Next.js passes to a dynamic route handler. */
export const routeParams = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });

/** A seeded partner as the domain functions take a signed-in user (second factor done). */
export const partnerSession = (u: { id: string; email: string }): SessionUser => ({
  id: u.id,
  role: "partner",
  firstName: null,
  lastName: null,
  email: u.email,
  mfa: true,
  sessionId: "test",
});
