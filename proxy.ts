import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, isDynamicPage, securityHeaders } from "@/lib/http/security-headers";

/**
 * Security headers on every response, and a per-request CSP nonce for pages rendered on demand.
 * Routing stays coarse: the portals show their own in-page access states (spec §2), and every page,
 * handler and action checks the session and permissions itself — this file is never the only gate.
 */
export function proxy(request: NextRequest) {
  const dev = process.env.NODE_ENV === "development";
  const nonce = isDynamicPage(request.nextUrl.pathname) ? btoa(crypto.randomUUID()) : null;
  const csp = contentSecurityPolicy(nonce, dev);
  const requestHeaders = new Headers(request.headers);
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  const https = (process.env.APP_URL ?? "").startsWith("https://");
  for (const [k, v] of Object.entries(securityHeaders(https))) response.headers.set(k, v);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
