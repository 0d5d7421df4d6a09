import { headers as requestHeaders } from "next/headers";
import { decode, encode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { env, secureCookies } from "@/lib/env";
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-policy";

/** The session cookie's signed claims (lib/auth/auth.ts's jwt callback writes them). */
export interface SessionTokenClaims {
  uid?: unknown;
  sid?: unknown;
  role?: unknown;
  sv?: unknown;
  mfa?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/** The cookie next-auth writes the session under on this site (Secure-prefixed over https). */
export function sessionCookieName(secure = secureCookies()) {
  return `${secure ? "__Secure-" : ""}${SESSION_COOKIE_NAME}`;
}

/**
 * Decrypted session cookies by their exact value, so a signed-in user's next requests (and the proxy's
 * and the handler's reads of the same request) skip the key derivation and decryption. The value is
 * authenticated ciphertext: the same string always decrypts to the same claims under the same secret.
 * Expiry is checked on every read; revocation is the server-side row's business (session.ts), read
 * fresh each time. Oldest entries go first past MAX_DECODED.
 */
const decoded = new Map<string, { secret: string; claims: JWT }>();
const MAX_DECODED = 2_000;

async function decodeCached(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret } = params;
  if (!token) return null;
  const key = `${String(secret)}\u0000${params.salt}`;
  const hit = decoded.get(token);
  if (hit && hit.secret === key) {
    if (typeof hit.claims.exp === "number" && hit.claims.exp * 1000 > Date.now()) return hit.claims;
    decoded.delete(token);
    return null;
  }
  const claims = await decode(params);
  if (claims && typeof claims.exp === "number") {
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, { secret: key, claims });
  }
  return claims;
}

/**
 * The session cookie's claims (of this request's headers, or those given), or null when there is
 * none, it does not decrypt or it has expired. At most one decryption: next-auth's auth() ran its
 * whole session endpoint for the same answer (and re-encrypted a renewed cookie that a page or
 * handler cannot send); the proxy renews it instead.
 */
export async function readSessionClaims(headers?: Headers): Promise<SessionTokenClaims | null> {
  try {
    return (
      (await getToken({
        req: { headers: headers ?? (await requestHeaders()) },
        secret: env().AUTH_SECRET,
        secureCookie: secureCookies(),
        decode: decodeCached,
      })) ?? null
    );
  } catch {
    return null;
  }
}

/** The cookie was issued over ten minutes ago, so this read would renew it. */
export function renewalDue(claims: SessionTokenClaims, now = Date.now()) {
  const issuedAt = typeof claims.iat === "number" ? claims.iat * 1000 : 0;
  return now - issuedAt >= SESSION_UPDATE_AGE_SECONDS * 1000;
}

/**
 * Sliding renewal (ADR 006): a valid session cookie issued more than SESSION_UPDATE_AGE_SECONDS ago
 * is re-issued with a fresh two-hour expiry, at most once per ten minutes per session. The claims are
 * kept as they are; the server-side row's absolute lifetime still ends the session (sessions.ts).
 * Callers renew only a session whose row they have checked (issue #39 item 10): the handler's user
 * was read through its row, and proxy.ts asks sessionRowState first.
 */
export async function renewedSessionCookie(claims: SessionTokenClaims, now = Date.now()) {
  if (!renewalDue(claims, now)) return null;
  const token = Object.fromEntries(Object.entries(claims).filter(([k]) => !["iat", "exp", "jti"].includes(k)));
  const secure = secureCookies();
  const name = sessionCookieName(secure);
  return {
    name,
    value: await encode({ token, secret: env().AUTH_SECRET!, salt: name, maxAge: SESSION_MAX_AGE_SECONDS }),
    options: {
      httpOnly: true,
      sameSite: "lax" as const,
      path: "/",
      secure,
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  };
}

/**
 * Whether this request may carry a renewed cookie: reads only (GET, HEAD), never the routes that
 * write the session cookie themselves (next-auth's /api/auth, the dev logins), so a renewal cannot
 * overwrite a sign-in, a second factor's upgrade or a sign-out (those are POSTs or live there).
 */
export function mayRenewSession(method: string, pathname: string) {
  if (method !== "GET" && method !== "HEAD") return false;
  return !/^\/api\/(auth|dev)(\/|$)/.test(pathname);
}
