import { NextResponse, type NextRequest } from "next/server";
import { wizardPagePath } from "@/lib/applications/wizard-route";
import { accessPagePath, gateFor, type SessionClaims } from "@/lib/auth/portal-gate";
import { sessionRowState } from "@/lib/auth/session-row";
import {
  mayRenewSession,
  readSessionClaims,
  renewalDue,
  renewedSessionCookie,
  type SessionTokenClaims,
} from "@/lib/auth/session-token";
import { SIGNED_IN_HINT, hasSessionCookie, hintChange, isSessionCookieName } from "@/lib/auth/signed-in-hint";
import { cspHashManifest } from "@/lib/http/csp-manifest";
import { LOG_USER_HEADER, servedByOurServer } from "@/lib/observability/headers";
import { securityHeaders } from "@/lib/http/response-headers";
import { policyForRequest } from "@/lib/http/security-headers";

/**
 * Security headers on every page: a per-request CSP nonce for pages rendered on demand, the build's
 * inline-script hashes for static pages (ADR 005).
 * Then an early gate per route segment (ADR 012): a wrong or missing role on a portal segment is
 * rewritten to that segment's access state (same URL, spec §2). Every page, handler and action still
 * checks the session and permissions itself — this file is never the only gate.
 * /api is outside the matcher (ADR 043): each handler's own check (lib/http/handler.ts) is the gate
 * there, next.config.ts sets the API's headers, and the handler renews the session cookie on reads.
 * /application is answered by the prerendered wizard, or for a browser with a draft or a session by
 * the one that restores it, at the same address (ADR 037).
 */
export async function proxy(request: NextRequest) {
  const dev = process.env.NODE_ENV === "development";
  const cookieNames = request.cookies.getAll().map((c) => c.name);
  const pagePath = wizardPagePath(request.nextUrl.pathname, cookieNames);
  const { csp, nonce } = policyForRequest(pagePath, {
    manifest: dev ? null : cspHashManifest(),
    dev,
    newNonce: () => btoa(crypto.randomUUID()),
  });
  const requestHeaders = new Headers(request.headers);
  if (nonce) {
    // Next reads the nonce from the request's policy and stamps it on the scripts it renders.
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
  }
  const path = request.nextUrl.pathname;
  const https = (process.env.APP_URL ?? "").startsWith("https://");
  const session = await sessionRenewal(request, cookieNames);
  const claims = session.claims;
  const decision = gateFor(path, claims);
  let response: NextResponse;
  if (decision.kind === "access-page") {
    const target = new URL(accessPagePath(decision.segment, path), request.url);
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  } else if (pagePath !== path) {
    const target = new URL(request.url);
    target.pathname = pagePath;
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set("Content-Security-Policy", csp);
  // For the server's one log line per request (scripts/server.mjs removes it before it leaves).
  if (typeof claims?.uid === "string" && servedByOurServer()) response.headers.set(LOG_USER_HEADER, claims.uid);
  for (const [k, v] of Object.entries(securityHeaders(https))) response.headers.set(k, v);
  if (session.ended) {
    // Its row says the session is over (logout, sign out everywhere, disabled): clear what the browser holds.
    for (const name of cookieNames.filter(isSessionCookieName))
      response.cookies.set(name, "", { path: "/", sameSite: "lax", secure: name.startsWith("__Secure-"), maxAge: 0 });
    response.cookies.set(SIGNED_IN_HINT, "", { path: "/", sameSite: "lax", secure: https, maxAge: 0 });
    return response;
  }
  // Keep the static pages' readable signed-in hint in step with the session cookie (no secret in it).
  const change = hintChange(cookieNames);
  if (change === "set")
    response.cookies.set(SIGNED_IN_HINT, "1", { path: "/", sameSite: "lax", secure: https, httpOnly: false });
  if (change === "clear")
    response.cookies.set(SIGNED_IN_HINT, "", { path: "/", sameSite: "lax", secure: https, maxAge: 0 });
  if (session.renewed) response.cookies.set(session.renewed.name, session.renewed.value, session.renewed.options);
  return response;
}

/**
 * The session cookie's signed claims (null when there is none or it does not verify), and sliding
 * renewal: on a read, a cookie over ten minutes old gets a fresh idle timeout, but only once its
 * server-side row says the session is still live (issue #39 item 10). A revoked or expired row ends
 * it here: no renewal, no claims for the gate, and its cookies are cleared. The row is read only when
 * a renewal is due (at most once per ten minutes per session), so most page views cost no query.
 */
async function sessionRenewal(
  request: NextRequest,
  cookieNames: readonly string[],
): Promise<{
  claims: SessionClaims | null;
  renewed: Awaited<ReturnType<typeof renewedSessionCookie>>;
  ended: boolean;
}> {
  const claims: SessionTokenClaims | null = hasSessionCookie(cookieNames)
    ? await readSessionClaims(request.headers)
    : null;
  if (!claims || !mayRenewSession(request.method, request.nextUrl.pathname) || !renewalDue(claims))
    return { claims, renewed: null, ended: false };
  const state = await sessionRowState(claims);
  if (state === "ended") return { claims: null, renewed: null, ended: true };
  return { claims, renewed: state === "live" ? await renewedSessionCookie(claims) : null, ended: false };
}

/**
 * Every path but /api/… and Next's own static files. Running the proxy cost an API request a third
 * of its time in Next's middleware machinery alone, whatever the proxy then did (ADR 043).
 */
export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
