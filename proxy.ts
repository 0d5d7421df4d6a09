import { NextResponse, type NextRequest } from "next/server";
import { SIGNED_IN_HINT, hintChange } from "@/lib/auth/signed-in-hint";
import { cspHashManifest } from "@/lib/http/csp-manifest";
import { policyForRequest, securityHeaders } from "@/lib/http/security-headers";

/**
 * Security headers on every response: a per-request CSP nonce for pages rendered on demand, the
 * build's inline-script hashes for static pages, a minimal policy for /api (ADR 005).
 * Routing stays coarse: the portals show their own in-page access states (spec §2), and every page,
 * handler and action checks the session and permissions itself — this file is never the only gate.
 */
export function proxy(request: NextRequest) {
  const dev = process.env.NODE_ENV === "development";
  const { csp, nonce } = policyForRequest(request.nextUrl.pathname, {
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
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  const https = (process.env.APP_URL ?? "").startsWith("https://");
  for (const [k, v] of Object.entries(securityHeaders(https))) response.headers.set(k, v);
  // Keep the static pages' readable signed-in hint in step with the session cookie (no secret in it).
  const change = hintChange(request.cookies.getAll().map((c) => c.name));
  if (change === "set")
    response.cookies.set(SIGNED_IN_HINT, "1", { path: "/", sameSite: "lax", secure: https, httpOnly: false });
  if (change === "clear")
    response.cookies.set(SIGNED_IN_HINT, "", { path: "/", sameSite: "lax", secure: https, maxAge: 0 });
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
